
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
    ],
    "StaffOrderActionResult": [
      "StaffOrderActionDone",
      "StaffOrderActionRefused"
    ],
    "UndoCheckInResult": [
      "CheckInUndone",
      "UndoCheckInRefused"
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
    ],
    "StaffOrderActionResult": [
      "StaffOrderActionDone",
      "StaffOrderActionRefused"
    ],
    "UndoCheckInResult": [
      "CheckInUndone",
      "UndoCheckInRefused"
    ]
  }
};
      export default result;
    