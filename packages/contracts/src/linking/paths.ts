/** REST paths of device linking, Wi-Fi provisioning, map options and the phone-as-device; spread into ApiPath. */
export const linkingPaths = {
  /** POST: link devices to me by number and product (QR code or typed, several rows at once). */
  deviceRelateUser: '/iot/device/relateUser',
  /** POST: a short-lived pairing token for Wi-Fi provisioning. */
  devicePairingToken: '/iot/device/pairingToken',
  /** GET: whether a pairing has been used by a device yet (the app's "detect device" step). */
  devicePairingStatus: '/iot/device/pairingStatus/:id',
  /** POST: my phone as a device (created on first use) with what it needs to connect. */
  devicePhone: '/iot/device/phone',
  /** GET (administrators): devices that registered themselves and wait for someone to link them. */
  deviceRegistrations: '/iot/device/registrations',
  /** GET: map tile server and provisioning defaults. */
  linkingOptions: '/iot/linking/options',
} as const;
