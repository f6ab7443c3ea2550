
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CatalogueActivityResult": [
      "CatalogueActivitySaved",
      "CatalogueFormRefused"
    ],
    "CatalogueDeskResult": [
      "CatalogueDeskSaved",
      "CatalogueFormRefused"
    ],
    "ClosureResult": [
      "ClosureRefused",
      "SessionsChanged"
    ],
    "EnquiryChangeResult": [
      "EnquiryChanged",
      "EnquiryFormRefused"
    ],
    "GiftCardActionResult": [
      "GiftCardActionDone",
      "GiftCardFormRefused"
    ],
    "PromoCodeResult": [
      "PromoCodeFormRefused",
      "PromoCodeSaved"
    ],
    "ScheduleResult": [
      "ScheduleFormRefused",
      "ScheduleSaved"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CatalogueActivityResult": [
      "CatalogueActivitySaved",
      "CatalogueFormRefused"
    ],
    "CatalogueDeskResult": [
      "CatalogueDeskSaved",
      "CatalogueFormRefused"
    ],
    "ClosureResult": [
      "ClosureRefused",
      "SessionsChanged"
    ],
    "EnquiryChangeResult": [
      "EnquiryChanged",
      "EnquiryFormRefused"
    ],
    "GiftCardActionResult": [
      "GiftCardActionDone",
      "GiftCardFormRefused"
    ],
    "PromoCodeResult": [
      "PromoCodeFormRefused",
      "PromoCodeSaved"
    ],
    "ScheduleResult": [
      "ScheduleFormRefused",
      "ScheduleSaved"
    ]
  }
};
      export default result;
    