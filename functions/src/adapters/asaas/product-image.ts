/**
 * The checkout item's picture: a 32×32 PNG (brand blue with a white check mark), sent as
 * `items[].imageBase64` because Asaas requires one per item (ASAAS.md).
 */
export const PRODUCT_IMAGE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAa0lEQVR42u2UwQkAMQgEU0lquY6vxA0cBAQ5NaKfsEu+zjw2Oubztr5BAQUU1AkANArwpUuAnXoBROo7iNB/BfZMnG4JjMk43RHo+SO004EGJehOyRKXo/u/CCr1pyKNPtiDNJ3nmgIKLhEsFXCgvbBQCawAAAAASUVORK5CYII=';
