-- Issue 18: the settings record becomes the brokerage's own, edited in the console. Old keys are
-- renamed (brokerageName → legalName, brokerageLicence → licenceLine, one inbox → a list) and the
-- new fields start empty; what a brokerage already had is kept.
UPDATE "site_settings" SET "data" = ("data" - 'brokerageName' - 'brokerageLicence' - 'leadInboxEmail')
  || jsonb_build_object(
    'legalName', coalesce("data" -> 'brokerageName', '""'::jsonb),
    'licenceLine', coalesce("data" -> 'brokerageLicence', '""'::jsonb),
    'leadInboxEmails', CASE WHEN coalesce("data" ->> 'leadInboxEmail', '') = '' THEN '[]'::jsonb ELSE jsonb_build_array("data" -> 'leadInboxEmail') END,
    'mailFromName', coalesce("data" -> 'teamName', '""'::jsonb),
    'partnerLogoUrl', '""'::jsonb,
    'socialLinks', '{"facebook":"","instagram":"","linkedin":"","youtube":"","x":""}'::jsonb,
    'defaultSeoDescription', '""'::jsonb,
    'shareImageUrl', '""'::jsonb,
    'leadRouting', '"none"'::jsonb,
    'requireTwoFactor', 'false'::jsonb)
WHERE "data" ? 'leadInboxEmail' OR NOT "data" ? 'leadRouting';
