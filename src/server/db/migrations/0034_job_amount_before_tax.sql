-- Every job amount is before tax (decision 0069): the invoice adds the tax to it. An approved
-- estimate once wrote its total with tax into the job instead of its subtotal, so the job read
-- $215.00 beside the estimate's $200.00 and the job counters added the two kinds of amount. The
-- jobs still holding their approved estimate's total take its subtotal; a job the office changed
-- since keeps the office's figure.
UPDATE "jobs" AS j
SET "total_amount" = e."subtotal", "updated_at" = now()
FROM "estimates" AS e
WHERE e."job_id" = j."id" AND e."status" = 'approved' AND e."total" <> e."subtotal" AND j."total_amount" = e."total";
