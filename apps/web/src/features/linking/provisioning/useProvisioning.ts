import {
  DEVICE_STATUS,
  linkingRoutes,
  type PairingStatus,
  type PairingToken,
  type ProvisioningForm,
  provisioningQuery,
} from '@linli/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call } from '../../../lib/api.ts';
import { deviceAnswers, sendConfig } from './deviceClient.ts';
import { readPairingStatus } from './pairingPoll.ts';

/** FastBee polls the device every 5 s (docs/fastbee.md "Wi-Fi provisioning"). */
export const STATUS_POLL_MS = 5_000;
/** How often the server is asked whether the device has connected with the token. */
export const DETECT_POLL_MS = 2_000;
/** A device joins a router and the broker well within this; after it, "no device detected". */
export const DETECT_GIVE_UP_MS = 90_000;

/** The provisioning steps of docs/product.md "Wi-Fi provisioning", with the two outcomes. */
export type Phase = 'fill' | 'networkMode' | 'distribute' | 'detect' | 'success' | 'failure';
/** The provisioning messages of docs/product.md "Wi-Fi provisioning". */
export type Failure = 'configFailed' | 'noDevice' | 'wifiOff' | 'tokenFailed';

export function useProvisioning() {
  const [phase, setPhase] = useState<Phase>('fill');
  const [failure, setFailure] = useState<Failure>();
  const [detected, setDetected] = useState(false);
  const [pairing, setPairing] = useState<PairingToken>();
  const [status, setStatus] = useState<PairingStatus>();
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    run.current += 1;
    clearTimeout(timer.current);
  }, []);
  useEffect(() => stop, [stop]);

  const fail = (reason: Failure) => {
    stop();
    setFailure(reason);
    setPhase('failure');
  };

  /** Step 1 → 2: a fresh pairing token while the phone is still online, then watch for the device. */
  const start = async (address: string) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return fail('wifiOff');
    stop();
    let issued: PairingToken;
    try {
      issued = (await call(linkingRoutes.pairingToken, { body: {} }, { loading: false })).data;
    } catch (error) {
      // Refused or not sent: this step says so itself ('tokenFailed').
      if (error instanceof ApiError) return fail('tokenFailed');
      throw error;
    }
    setPairing(issued);
    setDetected(false);
    setFailure(undefined);
    setPhase('networkMode');
    const mine = run.current;
    const poll = async () => {
      const answers = await deviceAnswers(address);
      if (mine !== run.current) return;
      setDetected(answers);
      timer.current = setTimeout(() => void poll(), STATUS_POLL_MS);
    };
    void poll();
    return issued;
  };

  /** Steps 3 → 4: send the settings with the token, then wait for the device at the broker. */
  const distribute = async (address: string, form: ProvisioningForm, token: PairingToken) => {
    stop();
    setPhase('distribute');
    const outcome = await sendConfig(address, provisioningQuery(form, token.token));
    if (outcome !== 'sent') return fail('configFailed');
    setPhase('detect');
    const mine = run.current;
    const deadline = Date.now() + DETECT_GIVE_UP_MS;
    const poll = async () => {
      const current = await readPairingStatus(token.pairingId);
      if (mine !== run.current) return;
      if (current) setStatus(current);
      if (current?.used && current.deviceStatus === DEVICE_STATUS.online) {
        stop();
        setPhase('success');
        return;
      }
      if (Date.now() > deadline || current?.expired) return fail('noDevice');
      timer.current = setTimeout(() => void poll(), DETECT_POLL_MS);
    };
    void poll();
  };

  const reset = () => {
    stop();
    setPhase('fill');
    setFailure(undefined);
    setStatus(undefined);
    setPairing(undefined);
  };

  return { phase, failure, detected, pairing, status, start, distribute, reset };
}
