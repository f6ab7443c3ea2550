
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
    "ContentDraftDiscardResult": [
      "ContentDraftDiscarded"
    ],
    "ContentDraftResult": [
      "ContentDraftSaved",
      "ContentFormRefused"
    ],
    "ContentMenusResult": [
      "ContentFormRefused",
      "ContentMenusSaved"
    ],
    "ContentPublishResult": [
      "ContentPagePublished",
      "ContentPageRefused"
    ],
    "ContentRevertResult": [
      "ContentPageRefused",
      "ContentPageReverted"
    ],
    "CreateWaiverResult": [
      "WaiverCreated",
      "WaiverRefused"
    ],
    "EnquiryChangeResult": [
      "EnquiryChanged",
      "EnquiryFormRefused"
    ],
    "GatewayMoveResult": [
      "GatewayMoveRefused",
      "GatewayMoved"
    ],
    "GatewayResult": [
      "GatewaySaved",
      "SettingsFormRefused"
    ],
    "GiftCardActionResult": [
      "GiftCardActionDone",
      "GiftCardFormRefused"
    ],
    "ImageTextsResult": [
      "ImageTextsRefused",
      "ImageTextsSaved"
    ],
    "KioskRiderLinkResult": [
      "KioskRefused",
      "KioskRiderLink"
    ],
    "PromoCodeResult": [
      "PromoCodeFormRefused",
      "PromoCodeSaved"
    ],
    "ResellerResult": [
      "ResellerFormRefused",
      "ResellerSaved"
    ],
    "ResourceResult": [
      "ResourceRefused",
      "ResourceSaved",
      "ResourceShort"
    ],
    "SaveWaiverTextResult": [
      "WaiverRefused",
      "WaiverTextSaved"
    ],
    "ScheduleResult": [
      "ScheduleFormRefused",
      "ScheduleSaved"
    ],
    "SiteSettingsResult": [
      "SettingsFormRefused",
      "SiteSettingsSaved"
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
    "ContentDraftDiscardResult": [
      "ContentDraftDiscarded"
    ],
    "ContentDraftResult": [
      "ContentDraftSaved",
      "ContentFormRefused"
    ],
    "ContentMenusResult": [
      "ContentFormRefused",
      "ContentMenusSaved"
    ],
    "ContentPublishResult": [
      "ContentPagePublished",
      "ContentPageRefused"
    ],
    "ContentRevertResult": [
      "ContentPageRefused",
      "ContentPageReverted"
    ],
    "CreateWaiverResult": [
      "WaiverCreated",
      "WaiverRefused"
    ],
    "EnquiryChangeResult": [
      "EnquiryChanged",
      "EnquiryFormRefused"
    ],
    "GatewayMoveResult": [
      "GatewayMoveRefused",
      "GatewayMoved"
    ],
    "GatewayResult": [
      "GatewaySaved",
      "SettingsFormRefused"
    ],
    "GiftCardActionResult": [
      "GiftCardActionDone",
      "GiftCardFormRefused"
    ],
    "ImageTextsResult": [
      "ImageTextsRefused",
      "ImageTextsSaved"
    ],
    "KioskRiderLinkResult": [
      "KioskRefused",
      "KioskRiderLink"
    ],
    "PromoCodeResult": [
      "PromoCodeFormRefused",
      "PromoCodeSaved"
    ],
    "ResellerResult": [
      "ResellerFormRefused",
      "ResellerSaved"
    ],
    "ResourceResult": [
      "ResourceRefused",
      "ResourceSaved",
      "ResourceShort"
    ],
    "SaveWaiverTextResult": [
      "WaiverRefused",
      "WaiverTextSaved"
    ],
    "ScheduleResult": [
      "ScheduleFormRefused",
      "ScheduleSaved"
    ],
    "SiteSettingsResult": [
      "SettingsFormRefused",
      "SiteSettingsSaved"
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
    