import type { Banner, NewsDetail, ServiceGroup, ServiceProject } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import {
  articleDraftOf,
  bannerDraftOf,
  emptyGroup,
  emptyProject,
  groupDraftOf,
  projectDraftOf,
  toArticleBody,
  toBannerBody,
  toGroupBody,
  toProjectBody,
  validateGroup,
  validateProject,
} from './validation.ts';

const label = (field: string) => `«${field}»`;

describe('the English texts of the administrators’ forms', () => {
  it('edits the texts as written, whatever language the screen reads in', () => {
    // An administrator reading in English: the top-level texts are English, the draft keeps both sides.
    const project = {
      category: 'elderly_care',
      title: 'Home care',
      titleZh: '居家照护',
      titleEn: 'Home care',
      summary: 'Help at home',
      summaryZh: '上门服务',
      summaryEn: 'Help at home',
      description: 'Carers visit',
      descriptionZh: '护理员上门',
      descriptionEn: 'Carers visit',
      eligibility: '长者',
      eligibilityZh: '长者',
      eligibilityEn: '',
      provider: 'Linli',
      providerZh: '邻里社工站',
      providerEn: 'Linli',
      schedule: 'Weekdays',
      scheduleZh: '工作日',
      scheduleEn: 'Weekdays',
      address: '景田北路28号',
      longitude: null,
      latitude: null,
      capacity: 5,
      contactPhone: '0755-88886666',
      cover: '',
      featured: false,
      status: 'published',
    } as unknown as ServiceProject;
    expect(projectDraftOf(project)).toMatchObject({
      title: '居家照护',
      description: '护理员上门',
      descriptionEn: 'Carers visit',
      eligibilityEn: '',
      provider: '邻里社工站',
      schedule: '工作日',
      scheduleEn: 'Weekdays',
    });
    // An emptied English box is sent empty, which clears it on the server.
    expect(toProjectBody({ ...projectDraftOf(project), descriptionEn: '  ' })).toMatchObject({
      descriptionEn: '',
      providerEn: 'Linli',
    });

    const group = {
      ...emptyGroup(),
      nameZh: '互助组',
      servicesZh: ['代买', '问候'],
      servicesEn: ['Errands', 'Check-ins'],
      services: ['Errands', 'Check-ins'],
      summaryZh: '互助',
      summaryEn: 'Mutual aid',
      descriptionZh: '',
      descriptionEn: '',
    } as unknown as ServiceGroup;
    const groupDraft = groupDraftOf(group);
    expect(groupDraft).toMatchObject({
      services: '代买、问候',
      servicesEn: 'Errands, Check-ins',
      summary: '互助',
    });
    expect(toGroupBody(groupDraft).servicesEn).toEqual(['Errands', 'Check-ins']);

    const article = {
      category: 'notice',
      titleZh: '通知',
      titleEn: 'Notice',
      summaryZh: '摘要',
      summaryEn: '',
      content: '<p>English</p>',
      contentZh: '<p>中文</p>',
      contentEn: '<p>English</p>',
      cover: '',
      author: 'Station',
      authorZh: '社工站',
      authorEn: 'Station',
      top: false,
      status: 'published',
    } as unknown as NewsDetail;
    expect(articleDraftOf(article)).toMatchObject({
      content: '<p>中文</p>',
      contentEn: '<p>English</p>',
      author: '社工站',
      authorEn: 'Station',
    });
    expect(toArticleBody({ ...articleDraftOf(article), contentEn: 'Line one\n\nLine two' }).contentEn).toBe(
      '<p>Line one</p><p>Line two</p>',
    );

    const banner: Banner = {
      id: 1,
      title: 'Volunteers',
      titleZh: '志愿者',
      titleEn: 'Volunteers',
      image: '/uploads/2026/01/a.png',
      linkType: 'none',
      linkTarget: '',
      sort: 0,
      enabled: true,
    };
    expect(toBannerBody(bannerDraftOf(banner))).toMatchObject({ title: '志愿者', titleEn: 'Volunteers' });
  });

  it('holds English texts to their limits, naming the field in the screen’s language', () => {
    const project = {
      ...emptyProject(),
      title: '长者助餐',
      summary: '送餐上门',
      description: '社区食堂配送',
      provider: '邻里社工站',
      address: '景田北路28号',
      capacity: '20',
      contactPhone: '0755-88886666',
    };
    expect(validateProject(project, 'en-US', label)).toEqual({});
    const errors = validateProject({ ...project, scheduleEn: 'x'.repeat(401) }, 'en-US', label);
    expect(errors.scheduleEn).toBe('«scheduleEn» cannot be longer than 400 characters');
    const group = { ...emptyGroup(), name: '互助组', summary: '互助', contactPhone: '13800138001' };
    expect(validateGroup({ ...group, servicesEn: 'y'.repeat(41) }, 'zh-CN', label).servicesEn).toBeTruthy();
  });
});
