-- The API reads and writes these groups in camelCase (issue 23: one shape in and out), so the
-- stored keys follow; absent keys stay absent.
UPDATE "agents" SET "application_links" = ("application_links" - 'contact_form' - 'rate_quote')
  || jsonb_strip_nulls(jsonb_build_object('contactForm', "application_links" -> 'contact_form', 'rateQuote', "application_links" -> 'rate_quote'))
WHERE "application_links" ?| array['contact_form', 'rate_quote'];
--> statement-breakpoint
UPDATE "agents" SET "seo_settings" = ("seo_settings" - 'meta_title' - 'meta_description' - 'meta_keywords' - 'og_image')
  || jsonb_strip_nulls(jsonb_build_object(
    'metaTitle', "seo_settings" -> 'meta_title',
    'metaDescription', "seo_settings" -> 'meta_description',
    'metaKeywords', "seo_settings" -> 'meta_keywords',
    'ogImage', "seo_settings" -> 'og_image'))
WHERE "seo_settings" ?| array['meta_title', 'meta_description', 'meta_keywords', 'og_image'];
