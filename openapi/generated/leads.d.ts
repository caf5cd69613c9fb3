// Generated from openapi/leads.yaml and its part files by scripts/gen-api-types.ts (npm run api:types). Do not edit.

export interface paths {
    "/my-lead/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's leads, filtered, sorted and paged
         * @description The /my_leads screen. Answers the leads the caller reaches: the leads they own or that are assigned to them; a
         *     master franchise also gets the leads of its area franchises; an operations_manager gets every lead. Filters
         *     combine with AND; `q` matches the name, email or mobile. `from`/`to` bound `date_field` (inclusive, calendar
         *     dates in the server's time zone); `from` after `to` is refused with 422. `assigned_to` and `owner_user_id`
         *     must be the caller or a user the caller manages. The query parameters beyond the spec's "(query)" are our
         *     design. Used by the lead-tool roles: agent, franchise, counselor, student_support, operations_manager and
         *     school_counselor (students never).
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/single/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One lead with its category fields and last follow-up
         * @description The /my_leads/{lead_id} screen and the edit form. Answers the lead with resolved names, its category field
         *     values (with the field definitions) and the latest follow-up (our design). Reading does not mark the lead
         *     read; the screen calls POST /my-lead/mark-as-read. The caller must reach the lead (owner, assignee, the
         *     owner's master franchise, or an operations_manager). Lead-tool roles only.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/follow-ups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The follow-ups of one lead, newest first
         * @description The follow-up tab of a lead: each note with its channel, the stage/sub-stage change it made and the next
         *     follow-up it set, newest first, paged (our design). The caller must reach the lead. Lead-tool roles only.
         */
        get: operations["listLeadFollowUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/assignee-timeline/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the lead was assigned to, by whom and when
         * @description The assignment timeline of one lead, oldest first: each assignment with the assignee, who assigned it, when it
         *     began and when the next assignment ended it (null for the current one). The answer shape is our design. The
         *     caller must reach the lead. Lead-tool roles only.
         */
        get: operations["getLeadAssigneeTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/category-fields-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The category fields of a lead with the lead's values
         * @description The dynamic section of the lead form: every field of a category (by default the lead's current category; with
         *     `category_id`, that category, for when the user switches the category in the form) with the value the lead
         *     holds for it, or null. The query and answer are our design. The caller must reach the lead; a category that
         *     the lead's owner's role may not use is refused with 422. Lead-tool roles only.
         */
        get: operations["listLeadCategoryFieldValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller already has a lead with this email or mobile
         * @description Called by the lead form as the user types, with `email` or `mobile` (at least one; neither is a 400 on
         *     `querystring/email`). Looks among every lead of the portal with the rule of POST /my-lead/save (the mobile's
         *     digits with a leading 91 of an Indian number dropped, the email lowercased): `exists` says whether one
         *     matched; only a lead the caller reaches is described (id, name, stage, owner, assignee), so the call does not
         *     reveal other partners' leads. `exclude_lead_id` leaves out the lead being edited. The query and answer are our
         *     design. Lead-tool roles only.
         */
        get: operations["checkLeadDuplicate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change history of one lead, newest first
         * @description The history tab of a lead: who changed what and when (creation, field edits with old and new values, stage
         *     changes, assignments, follow-ups, reminders, read marks, mails and WhatsApp messages sent, nurturing), newest
         *     first, paged. The answer is our design. The caller must reach the lead. Lead-tool roles only.
         */
        get: operations["listLeadHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a lead, or update one when lead_id is given
         * @description The /my_leads/lead_form screen. Without `lead_id` it creates a lead owned by the caller (201, outcome
         *     `created`); with `lead_id` it updates that lead (200, outcome `updated`; the caller must reach it). The form
         *     sends the whole lead; on an update a field left out keeps its value and null clears it. At least one of
         *     `email` and `mobile` is needed.
         *
         *     No duplicates, ever (our design): the same mobile (its digits, a leading 91 of an Indian number dropped) or
         *     the same email (lowercased) is one lead across the whole portal, enforced by unique keys in the database, so
         *     concurrent saves make one lead. A create whose email or mobile is already a lead the caller reaches is a
         *     re-enquiry: nothing is created, the lead's re-enquiry count and last_enquiry_at move, a `re_enquiry` history
         *     event keeps the source, and the answer is 200 with that lead and outcome `re_enquiry`. When the existing lead
         *     belongs to someone the caller does not reach, the answer is 409 with a field error on `body/mobile` or
         *     `body/email` ("already registered with another partner") that reveals nothing more, and the re-enquiry is still
         *     recorded on that lead for its owner. An update that would take another lead's email or mobile is 409 on that
         *     field.
         *
         *     A create without `assigned_to` follows the owner's assignment rule (POST /my-lead/assignment-rules); every
         *     assignment is in the assignee timeline. Stage moves are kept in the history with from and to; a stage that
         *     requires a follow-up is refused (422 on `body/stage_id`) unless the lead has a follow-up planned
         *     (`next_follow_up_at` given or already set), and the won stage (Converted) is reached only through POST
         *     /my-lead/convert-to-student (422 on `body/stage_id`), so a won lead always names its student. `assigned_to`
         *     must be the caller or a user the caller manages. 422
         *     when a sub-stage is not of the stage, a city not of the state, a medium or campaign not of the source, the
         *     category not one of the owner's role, or a category field value does not fit its field (required, type,
         *     options). The body is our design. Lead-tool roles only.
         */
        post: operations["saveLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/save-follow-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a follow-up to a lead
         * @description Records a follow-up (note, channel) on a lead the caller reaches: logged as done now, planned (`due_at`), or
         *     completing a planned one (`follow_up_id` with its `outcome`; 200) — see FollowUpBody. Completing is a field of
         *     this call rather than an operation of its own (our design): the same form, the same access rule on `lead_id`,
         *     and the same stage move apply. When `stage_id`/`sub_stage_id` are given the lead moves to them and the
         *     follow-up records the change (also in the history); `next_follow_up_at` becomes the lead's next follow-up
         *     (null clears it, left out keeps it; a planned follow-up also sets it when earlier). The first completed
         *     follow-up is the lead's first contact (speed to lead). Answers the follow-up and the updated lead. 422 when
         *     the sub-stage is not of the stage, `due_at` or `next_follow_up_at` is in the past, `follow_up_id` is given
         *     without `outcome` or with `due_at`; 404 when `follow_up_id` is not a follow-up of this lead; 409 when it is
         *     already completed. The body and answer are our design. Lead-tool roles only.
         */
        post: operations["saveLeadFollowUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mark-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark leads read (or unread)
         * @description Sets the read mark of up to 100 leads (one mark per lead, our design: a new lead, a re-enquiry and a new
         *     assignee make it unread until whoever works it opens it; each change is in the lead's history). Every lead must be one the caller reaches. `is_read: false` marks them unread again. The body and
         *     answer are our design. Lead-tool roles only.
         */
        post: operations["markLeadsAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/convert-to-student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a lead into a student account
         * @description The "Convert" action of /my_leads/{lead_id}: creates the student account through the portal's create-student
         *     rules (the same checks and welcome mail as POST /common/create-student, the caller as the recruiter), links the
         *     lead and the student both ways (the lead's `student_user_id`; the student is found from the lead), moves the
         *     lead to the won stage, and keeps the lead and its history (a `converted` event). 409 when the lead is already
         *     converted or its email is already a portal account (field error on `body/email`); 422 naming a field the
         *     student needs that neither the lead nor the body gives. The caller must reach the lead. Lead-tool roles only.
         */
        post: operations["convertLeadToStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import leads from a CSV file, with a row-by-row report
         * @description Imports the leads of a CSV file (LeadImportBody) as the caller's own, with the rules of POST /my-lead/save:
         *     each row is `created`, a `re_enquiry` of an existing lead the caller reaches, or `invalid` with the reason
         *     (skipped and reported; a lead of another partner is invalid, its re-enquiry recorded for its owner). Every row
         *     is applied in one transaction: a fault rolls the whole import back and nothing is half-imported. New leads
         *     follow the caller's assignment rule and carry an `imported` history event; their source is the file's
         *     `source` column, else "Import". More than 2 MB or 5,000 rows answers 413; a file without a header naming
         *     first_name, or with an unknown column, answers 400 on `body/file`. Lead-tool roles only.
         */
        post: operations["importLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered lead list as CSV
         * @description The "Export CSV" action of /my_leads: the leads listLeads would answer for the same filters and sort, every
         *     page (at most 50,000 rows), as a UTF-8 CSV attachment with a header line: lead_id, first_name, last_name,
         *     email, mobile, alternate_mobiles, stage, sub_stage, category, source, medium, campaign, state, city, country,
         *     course_level, intake, owner, assigned_to, score, re_enquiry_count, speed_to_lead_minutes, contact_overdue,
         *     next_follow_up_at, created_at, updated_at. Cells starting with = + - @ are prefixed with ' so a spreadsheet
         *     does not run them as formulas. Lead-tool roles only.
         */
        get: operations["exportLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reassign leads to a team member
         * @description The bulk "Assign" action of /my_leads: gives up to 100 leads the caller reaches to one assignee (the caller or
         *     a user the caller manages; null gives them back to their owners). Every change lands in each lead's assignee
         *     timeline (method manual) and history, and makes the lead unread for its new assignee. Lead-tool roles only.
         */
        post: operations["assignLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/assignment-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's lead assignment rule
         * @description The assignment rule an operations manager or a master franchise sets for its new leads (round robin, by area,
         *     a daily cap, the speed-to-lead target), with each member's leads received today. Without a saved rule the
         *     defaults answer (mode manual, no members, target 60 minutes, updated_at null). An area franchise answers 403.
         */
        get: operations["getLeadAssignmentRules"];
        put?: never;
        /**
         * Set the caller's lead assignment rule
         * @description Replaces the caller's assignment rule (LeadAssignmentRulesBody). Every member must be the caller or a user the
         *     caller manages (403/404 on `body/members/N/user_id`); a member named twice, a city not of its state, or mode
         *     round_robin/area without members is refused with 422 naming the field. An area franchise answers 403.
         */
        post: operations["saveLeadAssignmentRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/user-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead-tool profile of the signed-in user (or of a managed user)
         * @description NOT public on this API despite the /home prefix: it needs the bearer token. Answers the lead tool's profile of
         *     the signed-in user: sender name, reply-to email, signature, WhatsApp number, working hours and the like, used
         *     for mails and WhatsApp messages to leads. Defaults (from the account) when never saved, with `updated_at`
         *     null. The query `user_id` (the spec's "takes a query"; our design) reads the profile of the caller or of a
         *     user the caller manages (an operations_manager: any staff user; a master franchise: its area franchises);
         *     left out, the caller's own. The answer is our design. Lead-tool roles only.
         */
        get: operations["getLeadProfile"];
        put?: never;
        /**
         * Save the lead-tool profile of the signed-in user
         * @description NOT public on this API despite the /home prefix: it needs the bearer token. Saves the caller's own lead-tool
         *     profile (sender name, reply-to email, signature, WhatsApp number, working hours...), replacing the saved one;
         *     optional fields left out are cleared. Answers the saved profile. 422 when a working-hours day ends before it
         *     starts or a day is listed twice. The body is our design. Lead-tool roles only.
         */
        post: operations["saveLeadProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * States for the lead form
         * @description The states of a country (all states when `country_id` is left out) for the lead form and the area filters.
         *     The query and answer are our design. Lead-tool roles only.
         */
        get: operations["listLeadMasterStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities of a state for the lead form
         * @description The cities of one state, by name, for the lead form and the area filters; 404 for a state that does not
         *     exist. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["listLeadMasterCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/lead-stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead stages, in pipeline order
         * @description The stages a lead moves through, in order, with the flags the counts use (a stage counts as counseled, a stage
         *     closes the lead). The answer is our design. Lead-tool roles only.
         */
        get: operations["listLeadStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/lead-sub-stages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead sub-stages, of one stage or all
         * @description The sub-stages of a stage (all when `stage_id` is left out), in order. The query and answer are our design.
         *     Lead-tool roles only.
         */
        get: operations["listLeadSubStages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/lead-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All lead categories with the roles that use them
         * @description Every lead category with the roles it belongs to ("lead categories exist by role"), for filters and labels;
         *     `user_type` keeps the categories of one role. The lead form uses GET /my-lead/lead-categories-by-role
         *     instead. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["listLeadCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The directory of lead-tool users (staff only)
         * @description The users who work with leads (agents, franchises, counselors, student support, operations managers, school
         *     counselors), for the owner/assignee pickers of staff screens. Staff only (operations_manager, counselor,
         *     student_support): agents and franchises, external partners, use GET /my-lead/master/team-members instead. The
         *     query and answer are our design.
         */
        get: operations["listLeadMasterUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller and the users the caller manages
         * @description The assignee and member pickers: the caller first, then the users the caller manages (an operations_manager:
         *     every staff user who works with leads; a master franchise: its area franchises). Every other caller gets only
         *     themselves. The same set that `assigned_to` and `owner_user_id` may name. The answer is our design. Lead-tool
         *     roles only.
         */
        get: operations["listLeadTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/lead-category-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The custom field definitions of a category (or of all)
         * @description The dynamic custom fields of a lead category (all categories when `category_id` is left out), in form order,
         *     with their type, options and whether they are required; 404 for a category that does not exist. The query and
         *     answer are our design. Lead-tool roles only.
         */
        get: operations["listLeadCategoryFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/my-lead-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead sources
         * @description Where leads come from (website, walk-in, fair, referral, social, agent channel partner...), for the lead form
         *     and filters. The answer is our design. Lead-tool roles only.
         */
        get: operations["listLeadSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/my-lead-mediums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead mediums, of one source or all
         * @description The mediums through which leads arrive (email, WhatsApp, paid social, search...), optionally of one source.
         *     The query and answer are our design. Lead-tool roles only.
         */
        get: operations["listLeadMediums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master/my-lead-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead campaigns, optionally of a source or medium
         * @description The campaigns a lead can be attributed to (a lead's `campaign_id`), optionally of one source or medium; the
         *     active ones only unless `include_inactive`. These are attribution campaigns, not the email campaigns of the
         *     Mail area. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["listLeadCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-categories-by-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lead categories of the caller's role, with their fields
         * @description The categories the caller's role may give a lead ("lead categories exist by role"), each with its custom
         *     field definitions, for the lead form. The role is the caller's own (no query). The answer is our design.
         *     Lead-tool roles only.
         */
        get: operations["listLeadCategoriesByRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/counseled-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's counseled leads, paged
         * @description The leads (among those the caller reaches) that are in a stage that counts as counseled (`is_counseled` on
         *     the stage), optionally within a period of their last stage change and for one member, newest first. The
         *     query and answer are our design. Lead-tool roles only.
         */
        get: operations["listCounseledLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead totals and counts by stage and sub-stage
         * @description The dashboard tiles of /my_leads: the total of the leads the caller reaches (created within the period when
         *     given), unread, counseled, reminders due and overdue follow-ups, and the count per stage and sub-stage. The
         *     query and answer are our design. Lead-tool roles only.
         */
        get: operations["getLeadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-count-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead counts per team member
         * @description One row per member of the caller's team (the caller and the users they manage, as in
         *     GET /my-lead/master/team-members) with the leads assigned to them (owned and unassigned for an owner): total,
         *     unread, counseled, overdue follow-ups and the count per stage. For the people who run teams: an
         *     operations_manager and a franchise (a master franchise sees its area franchises; an area franchise only
         *     itself). The query and answer are our design.
         */
        get: operations["getLeadCountByMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-count-months": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads created per month
         * @description The month chart: for each of the last `months` calendar months (the current one included, oldest first), the
         *     leads created, and how many of them are now counseled and closed, among the leads the caller reaches.
         *     Months without leads are present with zeros. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["getLeadCountByMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/reminded-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads with a reminder or follow-up due, paged
         * @description The reminder list: leads the caller reaches whose reminder or next follow-up falls in the chosen window
         *     (`overdue` before today, `today`, `upcoming` after today, or `all` with any set), soonest first. Only lists:
         *     nothing is marked. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["listRemindedLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-distribution-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the caller's leads split over one dimension
         * @description The distribution chart: the leads the caller reaches (created within the period when given) counted per
         *     value of one dimension (source, medium, campaign, category, stage, assignee, country of interest, course
         *     level), with percentages; leads without a value fall in a bucket with `key_id` null. The query and answer are
         *     our design. Lead-tool roles only.
         */
        get: operations["getLeadDistributionCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-distribution-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The distribution over one dimension, broken down by stage
         * @description The table under the distribution chart: for each value of the dimension (or only `key_id` when given), the
         *     total and the count per stage, plus counseled. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["getLeadDistributionDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-count-by-area": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead counts per state or per city
         * @description The area chart: the leads the caller reaches counted per state (`level=state`), or per city (`level=city`,
         *     optionally of one state); leads without a state or city fall in a row with null ids. The query and answer are
         *     our design. Lead-tool roles only.
         */
        get: operations["getLeadCountByArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/lead-count-by-area-stage-counseled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead counts per area with the stage split and counseled
         * @description The area table: as GET /my-lead/lead-count-by-area, each row also giving the count per stage and how many are
         *     counseled. The query and answer are our design. Lead-tool roles only.
         */
        get: operations["getLeadCountByAreaStageCounseled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/master-franchise-lead-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead statistics of a master franchise and its area franchises together
         * @description The master-franchise dashboard: the master's own leads, the leads of all its area franchises and the sum, with
         *     the count per stage and the top area franchises. Callers: a master franchise (about itself; `franchise_id`
         *     left out or its own id) and an operations_manager (who must give `franchise_id`, else 422). An area franchise
         *     gets 403 (it has no area franchises; it uses GET /my-lead/lead-count). `franchise_id` naming a franchise that
         *     is not a master answers 422. The query and answer are our design.
         */
        get: operations["getMasterFranchiseLeadStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/area-franchise-stats-under-mf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lead statistics per area franchise under a master franchise, paged
         * @description One row per area franchise under the master franchise (`master_franchise_id`, the caller's own id when left
         *     out), with its lead totals, count per stage and last lead date, largest first. Callers: a master franchise
         *     and an operations_manager (who must give `master_franchise_id`, else 422); an area franchise gets 403. The
         *     query and answer are our design.
         */
        get: operations["listAreaFranchiseLeadStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/acp-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agent channel partner (ACP) campaigns with their lead counts, paged
         * @description Our reading of "acp": agent channel partner. An ACP campaign is a lead-generation campaign run by an agent
         *     (a channel partner) with its own tracking link; leads arriving through it carry its source, medium and the
         *     agent. Lists the campaigns with their lead and counseled counts, newest first. An agent sees its own; a
         *     franchise its own and, for a master, its area franchises'; an operations_manager all (and may filter by
         *     `agent_user_id`, which must be a user the caller manages). The whole shape is our design.
         */
        get: operations["listAcpCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one email to the prospective student of a lead
         * @description The "Email" action of a lead's page (/my_leads/{lead_id}): sends one email to the email address of the lead
         *     (the prospective student the lead stands for; "student" in the path means that person, not a portal student
         *     account). The body is our design: either `template_id` (one of our mail templates, see
         *     GET /my-lead/mail/templates; its `{{first_name}}`-style variables are filled from the lead) or `subject` and
         *     `html_content`; when both are given, `subject`/`html_content` override the template's. The mail goes out
         *     through brevo from the portal's sending domain with the caller's name as sender and the caller's email as
         *     reply-to unless `reply_to` is given. It is logged (GET /my-lead/mail/email-logs) with the lead's id.
         *     Credits (our design, issue 12): a single mail is paid like a campaign mail: the email rate (`uc_credit_per_lead`)
         *     is held when it is queued, spent when the provider accepts it and given back when it fails; 422 before anything
         *     is sent when the balance does not cover it. It counts against the daily sending limit
         *     (GET /my-lead/mail/remaining-emails). The mail carries the one-click unsubscribe link and headers; an address
         *     that unsubscribed, hard-bounced or complained to this sender is never mailed (422, nothing charged).
         *     Sending: the mail is queued (one message row with its idempotency key, and a job as the fallback) and offered
         *     to the provider at once; the answer's `status` says `sent` (accepted, `message_id` is the provider's id),
         *     `queued` (a temporary failure: the job retries it with backoff) or `failed` (refused for good; the credits
         *     came back). Callers: the five lead-tool roles (agent, franchise, counselor, student_support,
         *     operations_manager) for a lead they reach. Idempotent with the `Idempotency-Key` header: a retry with the same
         *     key and body answers the same mail (its current state) and never sends or charges twice; the same key with
         *     another body → 409. 422 when the lead has no email address, the template is inactive, the address is
         *     suppressed, the credits do not cover the mail or the daily limit is used up.
         */
        post: operations["sendLeadMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List our mail templates for single mails
         * @description The portal's own mail templates (kept in our database, not on the provider) that the "Email" action of a lead
         *     offers; each names the variables it fills from the lead. Campaign templates live on brevo instead
         *     (GET /my-lead/brevo-templates). Not paged: a handful of templates (our design). Callers: the five lead-tool
         *     roles; everyone sees the same active templates. Response shape (our design).
         */
        get: operations["listMailTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/brevo-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the email-provider (brevo) templates for campaigns
         * @description The templates of the portal's brevo account (`{email-provider}` bound to brevo), which an email campaign can
         *     use by `template_id`. With `BREVO_API_KEY` configured they are read from Brevo (GET /v3/smtp/templates) and
         *     `source` is `brevo`; without it the server answers our shared mail templates (the local adapter's set) and
         *     `source` is `local`. When Brevo cannot be read the call fails (500). Paged; by default only active templates. Callers: the
         *     five lead-tool roles; the account is the portal's, so everyone sees the same templates. Response shape (our
         *     design).
         */
        get: operations["listBrevoTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/emails-by-lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up the email addresses of some leads
         * @description Answers the email address of each lead in `lead_ids`, in the order asked (null when a lead has none), for the
         *     recipients of a mail or for a contact list. A read that is a POST because the id list can be long; it changes
         *     nothing. Body and response (our design). Callers: the five lead-tool roles; every lead id must be one the
         *     caller reaches (403/404 otherwise).
         */
        post: operations["listLeadEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/phone/phone-by-lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up the mobile numbers of some leads
         * @description Answers the mobile number of each lead in `lead_ids`, in the order asked (null when a lead has none), already
         *     passed through the spec's mobile sanitiser, for a WhatsApp broadcast's recipients. A read that is a POST
         *     because the id list can be long; it changes nothing. Body and response (our design). Callers: the five
         *     lead-tool roles; every lead id must be one the caller reaches.
         */
        post: operations["listLeadPhones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/contact-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's contact lists
         * @description The contact lists an email campaign can be sent to, with their contact counts. Callers: the five lead-tool
         *     roles; each sees the lists they created (an operations_manager sees every list; a master franchise also sees
         *     its area franchises' lists). Paged, newest first. Response shape (our design).
         */
        get: operations["listContactLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/contact-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an empty contact list
         * @description Creates an empty contact list owned by the caller (also created on brevo by the mail adapter). Body (our
         *     design): a `name`, unique among the caller's lists (409 otherwise), and an optional description. Contacts are
         *     added with POST /my-lead/mail/import-contacts. Callers: the five lead-tool roles.
         */
        post: operations["createContactList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/import-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add contacts to a contact list
         * @description Adds contacts to one of the caller's lists (`list_id`; 404 when it is not the caller's or does not exist).
         *     Body (our design): exactly one of `contacts` (inline, up to 5000 `{email, first_name, last_name, mobile}`) or
         *     `lead_ids` (up to 5000 leads the caller reaches; each lead's email and names are copied, leads without an email
         *     are skipped). Contacts are matched by email (case-insensitive): a known email is updated, so repeating an import
         *     is harmless. Answers the counts and the skipped entries. Importing costs no credits; credits are debited when a
         *     campaign starts. Callers: the five lead-tool roles.
         */
        post: operations["importContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/remove-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove one contact from a contact list
         * @description Removes one contact, named by `email` or by `contact_id` (exactly one), from one of the caller's lists. Body
         *     (our design). 404 when the list is not the caller's or the contact is not in it. Campaigns already started
         *     keep their recipients. Callers: the five lead-tool roles.
         */
        post: operations["removeListContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/email-campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an email campaign (draft)
         * @description Creates an email campaign in status `draft`; nothing is sent and nothing is charged until
         *     POST /my-lead/mail/start-campaign. Body (our design): `name`, `subject`, exactly one of `template_id` (a brevo
         *     template, GET /my-lead/brevo-templates) or `html_content`, `list_ids` (1 to 10 of the caller's lists; 404 when
         *     one is not the caller's), an optional `scheduled_at` (in the future) and sender details (default: the caller's
         *     name, reply-to the caller's email). The answer carries `estimated_credits` = unique contacts of the lists ×
         *     the caller's credit per lead. 422 when the template is inactive, a list is empty or `scheduled_at` is past.
         *     Callers: the five lead-tool roles.
         */
        post: operations["createEmailCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List email campaigns
         * @description The caller's email campaigns, newest first, with their status and headline counts. Callers: the five
         *     lead-tool roles; each sees the campaigns they created (an operations_manager sees all; a master franchise also
         *     its area franchises'). Response shape (our design).
         */
        get: operations["listEmailCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/start-campaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (send or schedule) a draft email campaign, paying with credits
         * @description Starts one of the caller's draft campaigns: it becomes `sending` (or `scheduled` when it has a future
         *     `scheduled_at`, which the body may set or move). Cost: the unique contacts of its lists at this moment ×
         *     the caller's `uc_credit_per_lead`; that amount is debited at once (a debit transaction) and the answer
         *     names it. If the whole campaign fails at the provider the credits are refunded. Body (our design).
         *     Idempotent: the `Idempotency-Key` header is required; a retry with the same key and body answers the first
         *     answer and never charges or sends twice (same key with another body → 409); a campaign that is no longer a
         *     draft also answers 409. 422 when the caller's credits do not cover the cost, when the emails service is not
         *     availed (`user_emails_avail` false), when the lists are empty or the daily sending limit is smaller than the
         *     contacts. 404 when the campaign is not the caller's. Callers: the five lead-tool roles; the caller's own
         *     credits pay.
         */
        post: operations["startEmailCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/campaign-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview what starting a draft campaign would cost
         * @description Our addition (x-our-addition): what POST /my-lead/mail/start-campaign would hold now for one of the caller's
         *     draft campaigns — the unique contacts of its lists, minus the suppressed ones (unsubscribed, hard-bounced,
         *     complained), times the credits per email, and the caller's balance before and after. Nothing is written.
         *     404 when the campaign is not the caller's; 409 when it is no longer a draft. Callers: the five lead-tool roles.
         */
        get: operations["previewEmailCampaign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/campaign-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the statistics of one email campaign
         * @description Counts (sent, delivered, unique opens, unique clicks, bounces, unsubscribes) and rates of one campaign, as
         *     last synchronised from brevo. 404 when the campaign does not exist or is not one the caller sees (as for
         *     GET /my-lead/mail/campaigns). Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["getEmailCampaignStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/agg-campaign-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the totals of all email campaigns in a period
         * @description The summed counts and rates of the campaigns started in the period (`from`..`to`, by start date) of the caller,
         *     or of `user_id` (the caller or a user the caller manages: an operations_manager any staff user, a master
         *     franchise its area franchises). Defaults: the last 30 days. 422 when `from` is after `to` or the period is
         *     longer than 366 days. Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["getAggregateCampaignStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/email-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the per-message email log
         * @description One row per email sent by the caller (single mails and campaign mails), with its latest event and the event
         *     trail (sent, delivered, opened, clicked, bounced, unsubscribed...), newest first. Filters: campaign, lead,
         *     recipient email, latest event, period. Callers: the five lead-tool roles; rows are scoped as campaigns are (the
         *     caller's own; operations_manager all; a master franchise also its area franchises'); a `lead_id` filter must be
         *     a lead the caller reaches. Response shape (our design).
         */
        get: operations["listEmailLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/mail/remaining-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get how many emails the caller can still send
         * @description The caller's sending allowance: the daily sending limit (shared by single mails and campaigns; it resets at
         *     midnight of the portal's time zone), what is used today, and how many campaign contacts the caller's credits
         *     still cover (credits ÷ credit per lead, rounded down). The campaign screen shows it before a start. Callers:
         *     the five lead-tool roles, for themselves. Response shape (our design).
         */
        get: operations["getRemainingEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/nurturing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the nurturing enrolments of a lead
         * @description The automated nurturing sequences (nurturing services) the lead `id` is or was enrolled in, each with its
         *     steps (channel, when scheduled, when sent, status) and the next step. Shown on the lead's page. Callers: the
         *     five lead-tool roles, for a lead they reach. Response shape (our design).
         */
        get: operations["getLeadNurturing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/nurturing/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a lead's nurturing enrolment
         * @description Our addition (x-our-addition): stops the active enrolment `enrolment_id` of the lead `id` (reason `manual`).
         *     Its steps still scheduled are cancelled and their held credits given back at once; a step already with the
         *     provider finishes (and is charged only if sent). 404 naming `body/enrolment_id` when the enrolment is not the
         *     lead's; 409 when it is no longer active. Callers: the five lead-tool roles, for a lead they reach.
         */
        post: operations["stopLeadNurture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/gupshup-nurturing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the WhatsApp (gupshup) nurturing messages of a lead
         * @description The WhatsApp messages that nurturing sequences sent to the lead `id` through the messaging provider
         *     (`{messaging-provider}` bound to gupshup), with the provider's delivery status of each, and the lead's
         *     provider contact (as GET /my-lead/gr-contact/{id}). Callers: the five lead-tool roles, for a lead they reach.
         *     Response shape (our design).
         */
        get: operations["getLeadGupshupNurturing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/manual-lead-nurture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol one lead in a nurturing service
         * @description Enrols the lead `lead_id` in the nurturing service `ns_id` (an automated email/WhatsApp sequence), starting now
         *     or at `start_at`: each step is due at the start + its day offset and is sent by the job queue. Body (our
         *     design). Cost (our design): the service's steps × the nurture-step rate (`credits_per_lead` of the service),
         *     held at once on the caller's ledger; a step sent spends its part, a step skipped, failed or cancelled (the
         *     enrolment stopped) gives its part back. Idempotent: the `Idempotency-Key` header is required; a retry with the
         *     same key and body answers the first answer and never charges twice (same key, other body → 409). 404 naming
         *     `body/ns_id` for an unknown service. 409 when the lead already has an active enrolment in that service (the
         *     database holds one active enrolment per lead and service). 422 when the caller's credits do not cover the
         *     cost, the service is inactive, the lead lacks the email or mobile the service's channels need, or its address
         *     is suppressed for the caller. The enrolment stops by itself when the lead replies on WhatsApp, its stage
         *     becomes closed (won: converted) or its address is suppressed. Callers: the five lead-tool roles, for a lead
         *     they reach; the caller's credits pay.
         */
        post: operations["startManualLeadNurture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/bulk-lead-nurture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrol many leads in a nurturing service
         * @description Enrols up to 1000 leads (`lead_ids`, every one reached by the caller: someone else's lead → 403, an unknown one
         *     → 404) in the nurturing service `ns_id`. Body (our design). Leads already active in that service, lacking the
         *     email/mobile its channels need, or whose address is suppressed for the caller are skipped (listed in the
         *     answer with the reason, not charged). Cost: enrolled leads × the service's `credits_per_lead`, held in the
         *     same transaction as the enrolments (one hold per enrolment; `ct_id` is the first). All or nothing: when the
         *     caller's credits cannot cover the cost nothing is enrolled and the answer is 422 (also 422 when the service is
         *     inactive or no lead can be enrolled). Idempotent: the `Idempotency-Key` header is required; a retry with the
         *     same key and body answers the first answer and never enrols or charges twice (same key, other body → 409).
         *     Callers: the five lead-tool roles; the caller's credits pay.
         */
        post: operations["startBulkLeadNurture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/user-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credit account (balance, contacts covered, credit per lead)
         * @description The credit account of the caller, or of `user_id` (the caller or a user the caller manages), with the spec's
         *     fields: `uc_total_credits` (the credits available now), `uc_credit_per_lead` (credits debited per contact
         *     reached by a campaign, broadcast or nurture) and `uc_contacts` (how many contacts the balance still covers:
         *     `uc_total_credits` ÷ `uc_credit_per_lead`, rounded down). Credits are bought through the portal's plans and
         *     payments, not through this API. Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["getUserCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/gr-contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the messaging-provider (gupshup) contact of a lead
         * @description "gr-contact" (our reading): the lead's contact record on the WhatsApp messaging provider (gupshup) — its
         *     WhatsApp number, opt-in state and whether the 24-hour customer-service window is open (a free-form session
         *     text can only be sent inside it; otherwise a template is needed). A read: the provider contact is created
         *     when the first message is sent, not by this call; `registered` is false until then. Callers: the five
         *     lead-tool roles, for a lead they reach. Response shape (our design).
         */
        get: operations["getLeadGupshupContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/nurturing-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the credit summary of the nurturing screen
         * @description The header of the /nurturing screen: the balance and credit per lead, and the totals purchased, used and
         *     refunded, used this month, and usage split by service (email campaigns, WhatsApp broadcasts, single WhatsApp
         *     messages, nurturing). For the caller, or `user_id` (the caller or a user the caller manages). Callers: the five
         *     lead-tool roles. Response shape (our design).
         */
        get: operations["getNurturingCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/nurturing-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the nurturing services (automated sequences)
         * @description The nurturing services a lead can be enrolled in: automated sequences of emails and/or WhatsApp messages, each
         *     with its channels, number of steps and duration. Not paged (a short catalogue, our design); by default only
         *     active services. Callers: the five lead-tool roles; the catalogue is the same for everyone. Response shape
         *     (our design).
         */
        get: operations["listNurturingServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/nurturing-credit-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the credit usage chart by day or month
         * @description Credits used, purchased and refunded per day or per month over the period (`from`..`to`; defaults: the last 30
         *     days for `day`, the last 12 months for `month`), for the caller or `user_id` (the caller or a user the caller
         *     manages). Every period of the range is present (zeros included). 422 when `from` is after `to`, or the range
         *     exceeds 366 days (by day) or 36 months (by month). Callers: the five lead-tool roles. Response shape (our
         *     design).
         */
        get: operations["getNurturingCreditChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit transactions (purchases, debits, refunds)
         * @description The credit history of the caller or of `user_id` (the caller or a user the caller manages), newest first:
         *     purchases (with the amount paid), debits (a campaign start, a broadcast, a nurture, a single WhatsApp template
         *     message), refunds (a failed campaign or undelivered broadcast messages) and manual adjustments, each with the
         *     signed credits and the balance after it. Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["listCreditTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/user-service-availed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's services-availed flags
         * @description The three services-availed flags of the signed-in caller: `user_automation_avail` (nurturing automation),
         *     `user_messages_avail` (WhatsApp messaging and broadcasts), `user_emails_avail` (email campaigns). The SPA
         *     fetches them after every successful token refresh (spec section 4), for every user type, so every signed-in
         *     role may call it (roles any): a student, or anyone without the lead tool, gets the three flags false — a 403
         *     here would send the browser to the site root. Response shape (our design).
         */
        get: operations["getUserServiceAvailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/bulk-whatsapp-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Broadcast an approved WhatsApp template to many leads, paying with credits
         * @description Creates and starts a broadcast: the approved template `template_id` with its `{{1}}`.. variables (each a
         *     fixed text or a lead field filled per lead) to up to 1000 leads (`lead_ids`, every one reached by the caller),
         *     now or at `scheduled_at`. Body (our design). Leads without a WhatsApp number or opted out (WhatsApp STOP) are
         *     skipped (listed, counted, never charged). Cost (our design): sendable leads × the credits of one message of the
         *     template's category (`nurturing_rates`: data, see GET /my-lead/whatsapp-broadcast-rates), HELD on the caller's
         *     credit ledger in the transaction that starts the broadcast (`charge.ct_id` is the hold); each message the
         *     provider reports DELIVERED spends its share of the hold; when every message is final the rest is released
         *     (`credits_refunded`). All or nothing: when the caller's credits cannot cover the cost nothing is sent and the
         *     answer is 422 naming `body/lead_ids` (also 422 when the template is not approved (`body/template_id`), the
         *     number of variables differs from the template's (`body/variables`), or no lead is sendable (`body/lead_ids`)).
         *     The messages are sent by background jobs (batches of 50, retried on a temporary provider failure, never on a
         *     permanent one; one message per lead, each with its idempotency key). Idempotent: the `Idempotency-Key` header
         *     is required; a retry with the same key and body answers the first answer and never sends or charges twice
         *     (same key, other body → 409). Callers: the five lead-tool roles; the caller's credits pay.
         */
        post: operations["sendBulkWhatsAppMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the WhatsApp templates
         * @description The WhatsApp message templates of the portal's business account on gupshup, with their approval status. The
         *     send and broadcast forms ask for `status=approved`. Callers: the five lead-tool roles; the server scopes the
         *     list (every caller sees the portal's shared templates). Paged, by name. Response shape (our design).
         */
        get: operations["listWhatsAppTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one WhatsApp template
         * @description One WhatsApp template (`id` is a WhatsApp template id, not a lead), with its header, body (with `{{1}}`..
         *     variables), footer, buttons and sample values, for the preview of the send and broadcast forms. Scoped by the
         *     server as the template list is; 404 when the template does not exist or is not visible to the caller.
         *     Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["getWhatsAppTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the WhatsApp totals and rates of a period
         * @description The WhatsApp headline of the period (`from`..`to`, default the last 30 days): outbound messages by event
         *     (sent, delivered, read, failed, replied), inbound messages, delivery/read/reply/failure rates, broadcasts
         *     started and credits used. For the caller's messages, or `user_id` (the caller or a user the caller manages).
         *     422 when `from` is after `to` or the period is longer than 366 days. Callers: the five lead-tool roles.
         *     Response shape (our design).
         */
        get: operations["getWhatsAppAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp-metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the WhatsApp message events by day
         * @description A daily series over the period (`from`..`to`, default the last 30 days; every day present, zeros included) of
         *     sent, delivered, read, failed and replied messages, for the caller's messages or `user_id` (the caller or a
         *     user the caller manages), optionally of one broadcast. 422 when `from` is after `to` or the period is longer
         *     than 366 days. Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["getWhatsAppMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp-event-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get WhatsApp event counts grouped by template or broadcast
         * @description The counts of each message event (sent, delivered, read, failed, replied) over the period (`from`..`to`,
         *     default the last 30 days), in total and, with `group_by`, per template or per broadcast (largest `sent`
         *     first). For the caller's messages or `user_id` (the caller or a user the caller manages). 422 when `from` is
         *     after `to` or the period is longer than 366 days. Callers: the five lead-tool roles. Response shape (our
         *     design).
         */
        get: operations["getWhatsAppEventCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp-broadcast-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the WhatsApp price per message by category and country
         * @description The provider's price of one WhatsApp message by template category and recipient country (in the rate's
         *     currency), as shown on the broadcast and pricing screens (a table of data: it changes), each with the credits
         *     one message of that category costs the caller (`credits_per_message`, from the credit rates; our design).
         *     Informational: the caller is charged in credits, not at these prices. Not paged. Callers: the five lead-tool roles; the same
         *     table for everyone. Response shape (our design).
         */
        get: operations["listWhatsAppBroadcastRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp-broadcast-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one broadcast with its recipients and their delivery status
         * @description The detail of one broadcast (`broadcast_id`): the broadcast itself and a page of its recipients with each
         *     message's status and times. 404 when the broadcast does not exist or is not one the caller sees (as for
         *     GET /my-lead/broadcasts). Callers: the five lead-tool roles. Response shape (our design).
         */
        get: operations["listWhatsAppBroadcastRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List WhatsApp broadcasts
         * @description The caller's WhatsApp broadcasts, newest first, with status, recipients, progress (queued, skipped), event
         *     counts and credits; `from`..`to` filter by the day the broadcast was created (422 when `from` is after `to`). Callers:
         *     the five lead-tool roles; each sees the broadcasts they started (an operations_manager sees all; a master
         *     franchise also its area franchises'). Response shape (our design).
         */
        get: operations["listWhatsAppBroadcasts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp/send-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one WhatsApp message to a lead
         * @description Sends one WhatsApp message to the lead `lead_id`: exactly one of an approved template (`template_id` with its
         *     `variables`) or a free-form session `text`, allowed only within 24 hours of the lead's last inbound message
         *     (otherwise 422 naming `body/text`: a template is needed). Body (our design). Cost (our design): one message of
         *     the template's category (or a session message) at the credit rates of `nurturing_rates`, held when the call is
         *     accepted, spent when the provider reports it delivered, released if it fails. The message is queued and sent by
         *     a background job (retried on a temporary provider failure); the answer says `queued`. Idempotent with the
         *     required `Idempotency-Key` header: a retry with the same key and body answers the first answer and never sends
         *     or charges twice (same key, other body → 409). 422 when the lead has no WhatsApp number (`body/lead_id`) or
         *     opted out (WhatsApp STOP), the template is not approved (`body/template_id`) or its variables do not match
         *     (`body/variables`), or the credits do not cover the message (`body/lead_id`). Callers: the five lead-tool
         *     roles, for a lead they reach.
         */
        post: operations["sendLeadWhatsAppMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-lead/whatsapp/get-message/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the WhatsApp conversation with a lead
         * @description The WhatsApp messages exchanged with the lead `leadId` (inbound and outbound, including broadcast and nurturing
         *     messages), newest first, paged, each with its delivery status; also whether the 24-hour session window is open.
         *     The conversation panel polls it with `since_id` to fetch only newer messages. Callers: the five lead-tool
         *     roles, for a lead they reach. Response shape (our design).
         */
        get: operations["listLeadWhatsAppMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The paging part of a paged list. */
        Paging: {
            page: number;
            page_size: number;
            total: number;
        };
        /** @description A mobile number, already passed through the spec's mobile sanitiser (digits, optionally a leading +). */
        Mobile: string;
        /**
         * @description The value of a category field: a string (text, textarea, email, phone, url, select; a date as YYYY-MM-DD), a
         *     number, a boolean (checkbox), a list of option values (multiselect), or null (no value).
         */
        LeadFieldValue: string | number | boolean | string[] | null;
        /**
         * @description The role of a user.
         * @enum {string}
         */
        UserType: "student" | "counselor" | "operations" | "visa" | "operations_manager" | "agent" | "franchise" | "student_support" | "accounts" | "school_counselor";
        /** @description A user as shown on a lead (owner, assignee, author of a change). */
        LeadUserRef: {
            user_id: number;
            first_name: string;
            last_name: string;
            user_type: components["schemas"]["UserType"];
        };
        /** @description A lead as listed and shown (ids with their resolved names). */
        Lead: {
            lead_id: number;
            first_name: string;
            last_name: string | null;
            /** Format: email */
            email: string | null;
            mobile: components["schemas"]["Mobile"] | null;
            /** @description The country of interest. */
            country_id: number | null;
            country_name: string | null;
            /** @description The course level of interest. */
            course_level_id: number | null;
            course_level_name: string | null;
            /** @description The intake text as the spec sanitises it (parts of up to 3 letters joined by commas, e.g. Sep,Jan). */
            intake: string | null;
            state_id: number | null;
            state_name: string | null;
            city_id: number | null;
            city_name: string | null;
            source_id: number | null;
            source_name: string | null;
            medium_id: number | null;
            medium_name: string | null;
            campaign_id: number | null;
            campaign_name: string | null;
            category_id: number | null;
            category_name: string | null;
            /** @description The lead's values of its category's custom fields (fields without a value are left out). */
            category_field_values: {
                field_id: number;
                value: components["schemas"]["LeadFieldValue"];
            }[];
            stage_id: number;
            stage_name: string;
            sub_stage_id: number | null;
            sub_stage_name: string | null;
            /** @description The lead's stage counts as counseled. */
            is_counseled: boolean;
            owner: components["schemas"]["LeadUserRef"];
            /** @description The assignee; null when the owner works the lead. */
            assigned_to: components["schemas"]["LeadUserRef"] | null;
            /** Format: date-time */
            next_follow_up_at: string | null;
            /** Format: date-time */
            reminder_at: string | null;
            reminder_note: string | null;
            notes: string | null;
            /**
             * @description Whether the lead has been read (our design: one read mark per lead, set by whoever works it; a new lead, a
             *     re-enquiry and a new assignee make it unread again).
             */
            is_read: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Other numbers of the lead (sanitised like `mobile`); they do not take part in the duplicate rule. */
            alternate_mobiles: components["schemas"]["Mobile"][];
            /**
             * @description (our design) How warm the lead is, −10..+10: the stage's score (New 0 … Converted +10, Lost −6) plus the
             *     activity part: +1 per re-enquiry up to +3, and the outcome of the latest completed follow-up (+2 connected,
             *     interested, call back or converted; −2 no answer, busy, wrong number or not interested). Recomputed at each
             *     change of the lead.
             */
            score: number;
            /** @description The score explained in words, e.g. "Interested (+6), enquired again (+1), last follow-up: connected (+2)". */
            score_reason: string;
            /** @description How many times the same person enquired again after the lead was created (no second lead is made). */
            re_enquiry_count: number;
            /**
             * Format: date-time
             * @description When the latest re-enquiry came in; null without one.
             */
            last_enquiry_at: string | null;
            /**
             * Format: date-time
             * @description The latest follow-up, stage move or re-enquiry; null when nothing happened since creation.
             */
            last_activity_at: string | null;
            /**
             * Format: date-time
             * @description The first contact (the first completed follow-up, or the first move out of the first stage).
             */
            first_contacted_at: string | null;
            /** @description (our design) Minutes from creation to the first contact; null until the lead is contacted. */
            speed_to_lead_minutes: number | null;
            /**
             * @description (our design) The first contact came later than the target of the owner's assignment rule (default 60
             *     minutes), or has not come and the target has passed.
             */
            contact_overdue: boolean;
            /** @description The student account the lead was converted to (POST /my-lead/convert-to-student); null before. */
            student_user_id: number | null;
        };
        /** @description One page of leads. */
        LeadPage: components["schemas"]["Paging"] & {
            items: components["schemas"]["Lead"][];
        };
        /** @description One bad field of a request. */
        FieldError: {
            /** @description Where the field is, e.g. `body/email` or `path/student_user_id`. */
            field: string;
            message: string;
        };
        /** @description Every failure answer. */
        ErrorEnvelope: {
            /** @constant */
            status: false;
            message: string;
            errors?: components["schemas"]["FieldError"][];
        };
        /** @enum {string} */
        CategoryFieldType: "text" | "textarea" | "number" | "date" | "email" | "phone" | "url" | "select" | "multiselect" | "checkbox";
        /** @description A custom field of a lead category. */
        CategoryField: {
            field_id: number;
            category_id: number;
            label: string;
            field_type: components["schemas"]["CategoryFieldType"];
            /** @description The choices of a select or multiselect field; null for the other types. */
            options: {
                value: string;
                label: string;
            }[] | null;
            is_required: boolean;
            /** @description The longest text accepted (text-like types); null when unbounded by the field. */
            max_length: number | null;
            sort_order: number;
        };
        /** @description A category field and a lead's value for it (null when none). */
        CategoryFieldWithValue: components["schemas"]["CategoryField"] & {
            value: components["schemas"]["LeadFieldValue"];
        };
        /** @enum {string} */
        FollowUpChannel: "call" | "email" | "whatsapp" | "meeting" | "other";
        /**
         * @description (our design) The outcome of a follow-up.
         * @enum {string}
         */
        FollowUpOutcome: "connected" | "no_answer" | "busy" | "wrong_number" | "call_back" | "interested" | "not_interested" | "converted" | "other";
        FollowUp: {
            follow_up_id: number;
            lead_id: number;
            note: string;
            channel: components["schemas"]["FollowUpChannel"];
            /** @description The stage before the follow-up; the to_ fields are null when the stage did not change. */
            from_stage_id: number | null;
            from_stage_name: string | null;
            to_stage_id: number | null;
            to_stage_name: string | null;
            from_sub_stage_id: number | null;
            from_sub_stage_name: string | null;
            to_sub_stage_id: number | null;
            to_sub_stage_name: string | null;
            /** Format: date-time */
            next_follow_up_at: string | null;
            created_by: components["schemas"]["LeadUserRef"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description (our design) When a planned follow-up is due; null for one logged as done when it was recorded.
             */
            due_at: string | null;
            /** @description How it went, set when it is completed (null while planned). */
            outcome: components["schemas"]["FollowUpOutcome"] | null;
            outcome_note: string | null;
            /**
             * Format: date-time
             * @description When it was done; null while it is planned. A planned follow-up past due_at is overdue.
             */
            completed_at: string | null;
            completed_by: components["schemas"]["LeadUserRef"] | null;
        };
        /** @description One lead with its category fields (definitions and values) and its latest follow-up. */
        LeadDetails: components["schemas"]["Lead"] & {
            category_fields: components["schemas"]["CategoryFieldWithValue"][];
            last_follow_up: components["schemas"]["FollowUp"] | null;
        };
        FollowUpPage: components["schemas"]["Paging"] & {
            items: components["schemas"]["FollowUp"][];
        };
        /** @description One assignment of a lead. */
        AssigneeTimelineEntry: {
            /**
             * @description (our design) How it was assigned - by a user (manual), or by the owner's rule (round_robin, area).
             * @enum {string}
             */
            method: "manual" | "round_robin" | "area";
            lead_id: number;
            /** @description Who the lead was assigned to; null when it went back to the owner. */
            assignee: components["schemas"]["LeadUserRef"] | null;
            /** @description Who assigned it; null for the system (automatic distribution, import). */
            assigned_by: components["schemas"]["LeadUserRef"] | null;
            /** Format: date-time */
            assigned_at: string;
            /**
             * Format: date-time
             * @description When the next assignment replaced this one; null for the current one.
             */
            ended_at: string | null;
        };
        LeadExistsResult: {
            /** @description A lead with this email or mobile exists anywhere in the portal (one person is one lead). */
            exists: boolean;
            /** @description The existing lead is one the caller reaches; only then is it described in `lead`. */
            reachable: boolean;
            /** @description Which of the given fields matched. */
            matched_on: ("email" | "mobile")[];
            /** @description The existing lead, when one matched and the caller reaches it. */
            lead: {
                owner: components["schemas"]["LeadUserRef"];
                assigned_to: components["schemas"]["LeadUserRef"] | null;
                lead_id: number;
                first_name: string;
                last_name: string | null;
                stage_name: string;
                /** Format: date-time */
                created_at: string;
            } | null;
        };
        /** @description One change of a lead. */
        LeadHistoryEntry: {
            history_id: number;
            lead_id: number;
            /** @enum {string} */
            action: "created" | "updated" | "stage_changed" | "assigned" | "follow_up_added" | "reminder_set" | "marked_read" | "mail_sent" | "whatsapp_sent" | "nurture_started" | "imported" | "follow_up_completed" | "re_enquiry" | "converted";
            /** @description The fields that changed, with the old and new values as display text. */
            changes: {
                field: string;
                old_value: string | null;
                new_value: string | null;
            }[];
            /** @description The source a re-enquiry came from (our design); null for the other actions or without a source. */
            source_name: string | null;
            /** @description Who made the change; null for the system (imports, automations). */
            changed_by: components["schemas"]["LeadUserRef"] | null;
            /** Format: date-time */
            created_at: string;
        };
        LeadHistoryPage: components["schemas"]["Paging"] & {
            items: components["schemas"]["LeadHistoryEntry"][];
        };
        /** @description One custom field value of a lead. */
        LeadFieldValueInput: {
            field_id: number;
            value: components["schemas"]["LeadFieldValue"];
        };
        /**
         * @description A lead to create (no lead_id) or update (lead_id). At least one of email and mobile, not null. Nullable fields
         *     take null to clear them.
         */
        LeadSaveBody: {
            /** @description The lead to update; left out to create one. */
            lead_id?: number;
            first_name: string;
            last_name?: string | null;
            /** Format: email */
            email?: string | null;
            mobile?: components["schemas"]["Mobile"] | null;
            /** @description Other numbers of the lead, replacing the stored ones when given. */
            alternate_mobiles?: components["schemas"]["Mobile"][];
            country_id?: number | null;
            course_level_id?: number | null;
            /** @description The sanitised intake text (parts of up to 3 characters joined by commas, e.g. Sep,Jan). */
            intake?: string | null;
            state_id?: number | null;
            city_id?: number | null;
            source_id?: number | null;
            medium_id?: number | null;
            campaign_id?: number | null;
            /** @description A category of the owner's role (GET /my-lead/lead-categories-by-role). */
            category_id?: number | null;
            /** @description The values of the category's fields; replaces the lead's values when given. */
            category_field_values?: components["schemas"]["LeadFieldValueInput"][];
            /** @description Left out on a create, the first stage. */
            stage_id?: number;
            sub_stage_id?: number | null;
            /** @description The assignee (the caller or a user the caller manages); null to unassign. */
            assigned_to?: number | null;
            /** Format: date-time */
            next_follow_up_at?: string | null;
            /** Format: date-time */
            reminder_at?: string | null;
            reminder_note?: string | null;
            notes?: string | null;
        } | {
            email: string;
        } | {
            mobile: string;
        };
        /**
         * @description (our design) The lead after a save, and what the save did: `created` (a new lead, 201), `updated` (the lead
         *     named by lead_id, 200) or `re_enquiry` (the email or mobile is already a lead the caller reaches: no second lead
         *     is made, the existing one is answered unchanged except its re-enquiry count, last_enquiry_at and unread mark; 200).
         */
        LeadSaveResult: components["schemas"]["LeadDetails"] & {
            /** @enum {string} */
            outcome: "created" | "updated" | "re_enquiry";
        };
        /**
         * @description (our design) Three uses of one form. Without `follow_up_id` and `due_at`: a follow-up logged as done now (its
         *     `outcome` optional). With `due_at` (in the future): a planned follow-up, reminded once when due. With
         *     `follow_up_id`: completes that planned follow-up of the lead with its `outcome` (required then); `note` and
         *     `channel` then replace the planned ones. Any of them may move the stage.
         */
        FollowUpBody: {
            lead_id: number;
            /** @description A planned follow-up of this lead to complete. */
            follow_up_id?: number;
            /**
             * Format: date-time
             * @description Plan the follow-up for this time (not with follow_up_id).
             */
            due_at?: string;
            outcome?: components["schemas"]["FollowUpOutcome"];
            outcome_note?: string;
            note: string;
            channel: components["schemas"]["FollowUpChannel"];
            /** @description Move the lead to this stage. */
            stage_id?: number;
            /** @description Move the lead to this sub-stage (of stage_id, or of the lead's stage); null clears it. */
            sub_stage_id?: number | null;
            /**
             * Format: date-time
             * @description The lead's next follow-up; null clears it, left out keeps it.
             */
            next_follow_up_at?: string | null;
        };
        FollowUpSaveResult: {
            follow_up: components["schemas"]["FollowUp"];
            lead: components["schemas"]["Lead"];
        };
        LeadMarkReadBody: {
            lead_ids: number[];
            /** @default true */
            is_read: boolean;
        };
        /**
         * @description (our design) Converts a lead into a student account through the portal's create-student rules. The student
         *     takes the lead's name, email, mobile, city, country and course level of interest; a value given here fills or
         *     replaces the lead's (a lead without a last name, an email or a mobile needs it here, else 422 on that field).
         */
        LeadConvertBody: {
            lead_id: number;
            last_name?: string;
            /** Format: email */
            email?: string;
            mobile?: components["schemas"]["Mobile"];
            /**
             * @description Mail the student a link to set their password.
             * @default true
             */
            send_welcome_email: boolean;
        };
        LeadConvertResult: {
            student_user_id: number;
            lead: components["schemas"]["LeadDetails"];
        };
        /**
         * @description (our design) One CSV file in the part `file` (UTF-8, at most 2 MB and 5,000 rows, else 413). The first line
         *     names the columns: first_name (required), last_name, email, mobile (at least one of email and mobile),
         *     alternate_mobiles (separated by `;`), intake, notes, and by name: source, medium, campaign, stage, state, city
         *     (names as in the masters, case-insensitive). Unknown columns are a 400 on `body/file`.
         */
        LeadImportBody: {
            /** Format: binary */
            file: string;
        };
        LeadImportRow: {
            /** @description The line of the file (the header is line 1). */
            row: number;
            /**
             * @description created (a new lead), re_enquiry (the email or mobile is already a lead the caller reaches, or appears on an
             *     earlier row), or invalid (skipped; `errors` says why; a lead of another partner is invalid here).
             * @enum {string}
             */
            outcome: "created" | "re_enquiry" | "invalid";
            /** @description The lead created or re-enquired; null for an invalid row. */
            lead_id: number | null;
            errors: {
                /** @description The column, e.g. `mobile`. */
                field: string;
                message: string;
            }[];
        };
        /** @description The row-by-row report of an import, all applied in one transaction (nothing half-imported). */
        LeadImportReport: {
            total: number;
            created: number;
            re_enquiries: number;
            invalid: number;
            rows: components["schemas"]["LeadImportRow"][];
        };
        LeadAssignBody: {
            lead_ids: number[];
            /** @description The new assignee (the caller or a user the caller manages); null gives the leads back to their owners. */
            assigned_to: number | null;
        };
        LeadAssignResult: {
            lead_ids: number[];
            assigned_to: number | null;
            /** @description How many leads changed assignee (leads already with that assignee are not counted). */
            updated: number;
        };
        LeadAssignmentRules: {
            owner_user_id: number;
            /** @enum {string} */
            mode: "manual" | "round_robin" | "area";
            members: {
                user: components["schemas"]["LeadUserRef"];
                areas: {
                    state_id: number;
                    state_name: string;
                    city_id: number | null;
                    city_name: string | null;
                }[];
                /** @description Leads this member received by rule today (UTC), against the daily cap. */
                assigned_today: number;
            }[];
            daily_cap: number | null;
            speed_to_lead_minutes: number;
            /**
             * Format: date-time
             * @description When the rule was last saved; null while the defaults apply.
             */
            updated_at: string | null;
        };
        LeadAssignmentRuleMember: {
            /** @description A team member of the rule's owner (the owner or a user they manage). */
            user_id: number;
            /** @description Under mode `area`, the states (or one city of a state) this member takes. */
            areas?: {
                state_id: number;
                city_id?: number | null;
            }[];
        };
        /**
         * @description (our design) How the caller's new leads are assigned when created without an assignee: `manual` (not at all),
         *     `round_robin` (in turn among the members), `area` (in turn among the members whose areas hold the lead's state or
         *     city; round robin among all members when none does). `daily_cap`: leads a member receives by rule per day (UTC);
         *     a member at the cap is skipped, and with every member at it the lead stays with the owner. The target of the first
         *     contact (`speed_to_lead_minutes`, default 60) marks overdue leads.
         */
        LeadAssignmentRulesBody: {
            /** @enum {string} */
            mode: "manual" | "round_robin" | "area";
            members: components["schemas"]["LeadAssignmentRuleMember"][];
            daily_cap?: number | null;
            /** @default 60 */
            speed_to_lead_minutes: number;
        };
        LeadProfileWorkingDay: {
            /** @enum {string} */
            day: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
            /** @description Local time HH:MM. */
            start: string;
            /** @description Local time HH:MM, after start. */
            end: string;
        };
        /** @description When the user works leads; messages and automations to leads are sent only within these hours. */
        LeadProfileWorkingHours: {
            /** @description An IANA time zone, e.g. Asia/Kolkata. */
            timezone: string;
            days: components["schemas"]["LeadProfileWorkingDay"][];
        };
        /** @description The lead-tool profile of a user. */
        LeadProfile: {
            user_id: number;
            first_name: string;
            last_name: string;
            /**
             * Format: email
             * @description The account email (not editable here).
             */
            email: string;
            user_type: components["schemas"]["UserType"];
            /** @description The From name of mails to leads. */
            sender_name: string;
            /** Format: email */
            reply_to_email: string;
            /** @description The signature appended to mails (sanitised HTML). */
            signature_html: string | null;
            whatsapp_number: components["schemas"]["Mobile"] | null;
            designation: string | null;
            company_name: string | null;
            /** Format: uri */
            website: string | null;
            working_hours: components["schemas"]["LeadProfileWorkingHours"] | null;
            /**
             * Format: date-time
             * @description When the profile was last saved; null when never saved (defaults shown).
             */
            updated_at: string | null;
        };
        LeadProfileBody: {
            sender_name: string;
            /** Format: email */
            reply_to_email: string;
            /** @description HTML; the server sanitises it (scripts and event attributes removed). */
            signature_html?: string | null;
            whatsapp_number?: components["schemas"]["Mobile"] | null;
            designation?: string | null;
            company_name?: string | null;
            /** Format: uri */
            website?: string | null;
            working_hours?: components["schemas"]["LeadProfileWorkingHours"] | null;
        };
        MasterState: {
            state_id: number;
            state_name: string;
            country_id: number;
        };
        MasterCity: {
            city_id: number;
            city_name: string;
            state_id: number;
        };
        /** @description A lead stage. */
        Stage: {
            stage_id: number;
            name: string;
            sort_order: number;
            /** @description A badge colour, '#RRGGBB'. */
            color: string | null;
            /** @description A lead in this stage counts as counseled. */
            is_counseled: boolean;
            /** @description A lead in this stage is closed (won or lost); it leaves the follow-up lists. */
            is_closed: boolean;
            is_active: boolean;
        };
        SubStage: {
            sub_stage_id: number;
            stage_id: number;
            name: string;
            sort_order: number;
            is_active: boolean;
        };
        /** @description A lead category and the roles that use it. */
        Category: {
            category_id: number;
            name: string;
            description: string | null;
            user_types: components["schemas"]["UserType"][];
            field_count: number;
            is_active: boolean;
        };
        /** @description A lead-tool user in the staff directory. */
        MasterUser: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            user_type: components["schemas"]["UserType"];
            /** @enum {string|null} */
            franchise_type: "master" | "area" | null;
        };
        /** @description The caller or a user the caller manages. */
        TeamMember: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            user_type: components["schemas"]["UserType"];
            /** @enum {string|null} */
            franchise_type: "master" | "area" | null;
            is_self: boolean;
        };
        /** @description A lead source. */
        Source: {
            source_id: number;
            name: string;
            is_active: boolean;
        };
        /** @description A lead medium, possibly tied to one source. */
        Medium: {
            medium_id: number;
            name: string;
            source_id: number | null;
            is_active: boolean;
        };
        /** @description A campaign a lead can be attributed to. */
        LeadCampaign: {
            campaign_id: number;
            name: string;
            source_id: number | null;
            medium_id: number | null;
            /** Format: date */
            starts_on: string | null;
            /** Format: date */
            ends_on: string | null;
            is_active: boolean;
        };
        CategoryWithFields: components["schemas"]["Category"] & {
            fields: components["schemas"]["CategoryField"][];
        };
        LeadCountStageItem: {
            stage_id: number;
            stage_name: string;
            count: number;
        };
        /** @description The count of one stage with its sub-stages (leads without a sub-stage are not in any sub-stage row). */
        LeadCountStage: components["schemas"]["LeadCountStageItem"] & {
            sub_stages: {
                sub_stage_id: number;
                sub_stage_name: string;
                count: number;
            }[];
        };
        LeadCountSummary: {
            total: number;
            unread: number;
            counseled: number;
            reminders_due_today: number;
            overdue_follow_ups: number;
            /** @description Every active stage, in pipeline order, zeros included. */
            by_stage: components["schemas"]["LeadCountStage"][];
        };
        LeadCountMember: {
            member: components["schemas"]["LeadUserRef"];
            total: number;
            unread: number;
            counseled: number;
            overdue_follow_ups: number;
            /**
             * @description (our design) Speed to lead: the member's leads (within the period) whose first contact came later than the
             *     target of the owner's assignment rule (default 60 minutes), or has not come and the target has passed.
             */
            contact_overdue: number;
            by_stage: components["schemas"]["LeadCountStageItem"][];
        };
        LeadCountMonth: {
            /** @description YYYY-MM. */
            month: string;
            total: number;
            counseled: number;
            closed: number;
        };
        /** @enum {string} */
        LeadDistributionDimension: "source" | "medium" | "campaign" | "category" | "stage" | "assignee" | "country" | "course_level";
        LeadDistributionBucket: {
            /** @description The id of the value (a source_id, ... as the dimension says; a user id for assignee); null for "not set". */
            key_id: number | null;
            label: string;
            count: number;
            /** @description Share of the total, 0 to 100, two decimals. */
            percent: number;
        };
        LeadDistributionCount: {
            dimension: components["schemas"]["LeadDistributionDimension"];
            total: number;
            buckets: components["schemas"]["LeadDistributionBucket"][];
        };
        LeadDistributionDetail: {
            key_id: number | null;
            label: string;
            total: number;
            counseled: number;
            by_stage: components["schemas"]["LeadCountStageItem"][];
        };
        /** @description The leads of one state (level=state, city fields null) or one city. */
        LeadCountArea: {
            state_id: number | null;
            state_name: string | null;
            city_id: number | null;
            city_name: string | null;
            count: number;
        };
        LeadCountAreaStage: {
            state_id: number | null;
            state_name: string | null;
            city_id: number | null;
            city_name: string | null;
            total: number;
            counseled: number;
            by_stage: components["schemas"]["LeadCountStageItem"][];
        };
        LeadStatTotals: {
            total: number;
            unread: number;
            counseled: number;
            closed: number;
            overdue_follow_ups: number;
            /**
             * @description (our design) Speed to lead: leads whose first contact came later than the target of the owner's assignment
             *     rule (default 60 minutes), or has not come and the target has passed.
             */
            contact_overdue: number;
        };
        LeadStatMasterFranchise: {
            master_franchise: components["schemas"]["LeadUserRef"];
            /** Format: date */
            from: string | null;
            /** Format: date */
            to: string | null;
            area_franchise_count: number;
            /** @description The master franchise's own leads. */
            own: components["schemas"]["LeadStatTotals"];
            /** @description The leads of all its area franchises together. */
            area_franchises: components["schemas"]["LeadStatTotals"];
            /** @description Own and area franchises together. */
            combined: components["schemas"]["LeadStatTotals"];
            /** @description Combined count per stage. */
            by_stage: components["schemas"]["LeadCountStageItem"][];
            /** @description Up to 5 area franchises with the most leads in the period. */
            top_area_franchises: {
                franchise_id: number;
                name: string;
                total: number;
                counseled: number;
            }[];
        };
        LeadStatAreaFranchise: {
            franchise_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            organisation: string | null;
            city_name: string | null;
            totals: components["schemas"]["LeadStatTotals"];
            by_stage: components["schemas"]["LeadCountStageItem"][];
            /** Format: date-time */
            last_lead_at: string | null;
        };
        /** @enum {string} */
        AcpCampaignStatus: "draft" | "active" | "paused" | "ended";
        /** @description A lead-generation campaign run by an agent channel partner, with its lead counts. */
        AcpCampaign: {
            acp_campaign_id: number;
            name: string;
            /** @description The agent (or franchise) running the campaign. */
            partner: components["schemas"]["LeadUserRef"];
            source_id: number | null;
            source_name: string | null;
            medium_id: number | null;
            medium_name: string | null;
            /**
             * Format: uri
             * @description The partner's tracking link; leads arriving through it are attributed to the campaign.
             */
            tracking_url: string | null;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string | null;
            status: components["schemas"]["AcpCampaignStatus"];
            /** @description Leads attributed to the campaign (within the period when given). */
            leads_count: number;
            counseled_count: number;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description One mail to a lead (our design). Either `template_id`, or `subject` and `html_content` (or both); the server
         *     answers 400 naming `body/template_id` when neither is complete.
         */
        MailLeadBody: {
            lead_id: number;
            /** @description One of our mail templates (GET /my-lead/mail/templates). */
            template_id?: number;
            subject?: string;
            html_content?: string;
            /**
             * Format: email
             * @description Default the caller's email.
             */
            reply_to?: string;
            cc?: string[];
        };
        MailSendResult: {
            /** @constant */
            status: true;
            data: {
                /** @description The row of GET /my-lead/mail/email-logs. */
                log_id: number;
                /** @description The provider's message id; null until the provider accepted the mail. */
                message_id: string | null;
                lead_id: number;
                /** Format: email */
                to: string;
                subject: string;
                /**
                 * Format: date-time
                 * @description When the provider accepted it; null while queued or when it failed.
                 */
                sent_at: string | null;
                /**
                 * @description sent (accepted by the provider), queued (a temporary failure, retried by a job), failed (refused; the credits came back).
                 * @enum {string}
                 */
                send_status: "sent" | "queued" | "failed";
                /** @description The credits this mail holds (spent once accepted; given back when it fails). */
                credits: number;
                /** @description The provider's last refusal or failure, if any. */
                error: string | null;
            };
        };
        /** @description One of our mail templates (single mails). */
        EmailTemplate: {
            template_id: number;
            name: string;
            subject: string;
            html_content: string;
            /** @description The lead fields the template fills, e.g. first_name. */
            variables: string[];
            /** Format: date-time */
            updated_at: string;
        };
        EmailTemplateListResult: {
            /** @constant */
            status: true;
            data: {
                items: components["schemas"]["EmailTemplate"][];
            };
        };
        /** @description A template of the brevo account. */
        EmailTemplateBrevo: {
            /** @description The provider's template id (what a campaign's template_id names). */
            id: number;
            name: string;
            subject: string;
            sender_name: string | null;
            /** Format: email */
            sender_email: string | null;
            is_active: boolean;
            tag?: string | null;
            /** Format: date-time */
            modified_at: string;
        };
        EmailTemplateBrevoPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                /**
                 * @description brevo (read from the Brevo account, BREVO_API_KEY set) or local (our shared mail templates).
                 * @enum {string}
                 */
                source: "brevo" | "local";
                items: components["schemas"]["EmailTemplateBrevo"][];
            };
        };
        MailLeadIdsBody: {
            lead_ids: number[];
        };
        MailLeadEmailsResult: {
            /** @constant */
            status: true;
            data: {
                items: {
                    lead_id: number;
                    lead_name: string;
                    /** Format: email */
                    email: string | null;
                }[];
            };
        };
        PhoneLeadIdsBody: {
            lead_ids: number[];
        };
        PhoneByLeadResult: {
            /** @constant */
            status: true;
            data: {
                items: {
                    lead_id: number;
                    lead_name: string;
                    /** @description The sanitised mobile number, or null when the lead has none. */
                    mobile: components["schemas"]["Mobile"] | null;
                }[];
            };
        };
        ContactList: {
            list_id: number;
            name: string;
            description: string | null;
            contacts_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ContactListPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ContactList"][];
            };
        };
        ContactListCreateBody: {
            name: string;
            description?: string;
        };
        ContactListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ContactList"];
        };
        ContactInput: {
            /** Format: email */
            email: string;
            first_name?: string;
            last_name?: string;
            mobile?: components["schemas"]["Mobile"];
        };
        /**
         * @description Exactly one of `contacts`, `lead_ids` or `csv` (our design). `csv` is the text of a CSV file whose first row
         *     names its columns: `email` (required), `first_name`, `last_name`, `mobile` (others are ignored); each row is
         *     added, updated (an email already known) or skipped with why (`row` is its line in the file). A file that cannot
         *     be read as CSV, or has no `email` column, is a 422 and nothing is imported; otherwise the import is one
         *     transaction.
         */
        ContactImportBody: {
            list_id: number;
            contacts?: components["schemas"]["ContactInput"][];
            lead_ids?: number[];
            /** @description A CSV file's text, at most 5000 data rows (our design). */
            csv?: string;
        } & (unknown | unknown | unknown);
        ContactImportResult: {
            /** @constant */
            status: true;
            data: {
                list_id: number;
                received: number;
                added: number;
                updated: number;
                skipped: number;
                /** @description The list's contacts after the import. */
                contacts_count: number;
                /** @description The first 100 skipped entries and why. */
                skipped_items: {
                    email?: string | null;
                    lead_id?: number | null;
                    /** @description The line of the CSV file (our design); null for other imports. */
                    row?: number | null;
                    /**
                     * @description no_email, duplicate_in_request, blocklisted (a hard bounce or a complaint), unsubscribed;
                     *     invalid_email and invalid_mobile (our design) for a value that is not one.
                     * @enum {string}
                     */
                    reason: "no_email" | "duplicate_in_request" | "blocklisted" | "unsubscribed" | "invalid_email" | "invalid_mobile";
                }[];
            };
        };
        /** @description The list and exactly one of `email` or `contact_id` (our design). */
        ContactRemoveBody: {
            list_id: number;
            /** Format: email */
            email?: string;
            contact_id?: number;
        } & (unknown | unknown);
        ContactRemoveResult: {
            /** @constant */
            status: true;
            data: {
                list_id: number;
                /** Format: email */
                removed_email: string;
                contacts_count: number;
            };
        };
        /** @description A draft campaign (our design). Exactly one of `template_id` or `html_content`. */
        EmailCampaignCreateBody: {
            name: string;
            subject: string;
            /** @description A brevo template id (GET /my-lead/brevo-templates). */
            template_id?: number;
            html_content?: string;
            list_ids: number[];
            /**
             * Format: date-time
             * @description When to send once started; must be in the future.
             */
            scheduled_at?: string;
            sender_name?: string;
            /** Format: email */
            reply_to?: string;
        } & (unknown | unknown);
        /**
         * @description draft → scheduled or sending (start-campaign); scheduled → sending; sending → sent or failed.
         * @enum {string}
         */
        EmailCampaignStatus: "draft" | "scheduled" | "sending" | "sent" | "failed";
        /**
         * @description Per-recipient counts. `queued`, `failed` and `skipped` (our design) show a campaign's progress while it sends:
         *     queued (not sent yet), failed (refused by the provider, or out of retries), skipped (suppressed after the start:
         *     never charged).
         */
        CampaignStatCounts: {
            queued: number;
            failed: number;
            skipped: number;
            /** @description Accepted by the provider (delivered ones included). */
            sent: number;
            delivered: number;
            /** @description Unique opens. */
            opened: number;
            /** @description Unique clicks. */
            clicked: number;
            /** @description Hard and soft bounces. */
            bounced: number;
            unsubscribed: number;
        };
        EmailCampaign: {
            campaign_id: number;
            name: string;
            subject: string;
            sender_name: string;
            /** Format: email */
            reply_to: string;
            /** @description The brevo template, or null when the campaign has its own html_content. */
            template_id: number | null;
            list_ids: number[];
            /** @description Unique contacts of the lists (frozen when the campaign starts). */
            contacts_count: number;
            status: components["schemas"]["EmailCampaignStatus"];
            /** Format: date-time */
            scheduled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            /** @description contacts_count × the owner's credit per lead (today's rate). */
            estimated_credits: number;
            /** @description What the start debited; null while a draft. */
            credits_debited: number | null;
            counts: components["schemas"]["CampaignStatCounts"];
            failure_reason: string | null;
            /** Format: date-time */
            created_at: string;
            created_by_user_id: number;
        };
        EmailCampaignResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["EmailCampaign"];
        };
        EmailCampaignPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["EmailCampaign"][];
            };
        };
        EmailCampaignStartBody: {
            campaign_id: number;
            /**
             * Format: date-time
             * @description Sets or moves the send time (future); omitted keeps the campaign's own, or sends now.
             */
            scheduled_at?: string;
        };
        /**
         * @description What a send cost: contacts × credit_per_lead = credits_debited, taken from the caller's balance as one debit
         *     transaction (`ct_id`).
         */
        CreditCharge: {
            contacts: number;
            credit_per_lead: number;
            credits_debited: number;
            balance_after: number;
            /** @description The debit transaction; null when nothing was debited (0 contacts). */
            ct_id: number | null;
        };
        EmailCampaignStartResult: {
            /** @constant */
            status: true;
            data: {
                campaign: components["schemas"]["EmailCampaign"];
                charge: components["schemas"]["CreditCharge"];
            };
        };
        EmailCampaignPreviewResult: {
            /** @constant */
            status: true;
            /** @description The cost of a start, as it would be now (our design). */
            data: {
                campaign_id: number;
                /** @description Unique contacts of the campaign's lists. */
                contacts: number;
                /** @description Of those, the unsubscribed, hard-bounced or complained (skipped, never charged). */
                suppressed: number;
                /** @description contacts − suppressed. */
                recipients: number;
                credit_per_email: number;
                /** @description recipients × credit_per_email, held at the start. */
                cost: number;
                balance: number;
                /** @description balance − cost: negative when the balance does not cover the cost (the start answers 422). */
                balance_after: number;
                sufficient: boolean;
            };
        };
        /** @description Fractions from 0 to 1; delivery of sent, the others of delivered. */
        CampaignStatRates: {
            delivery_rate: number;
            open_rate: number;
            click_rate: number;
            bounce_rate: number;
            unsubscribe_rate: number;
        };
        CampaignStatResult: {
            /** @constant */
            status: true;
            data: {
                campaign_id: number;
                name: string;
                status: components["schemas"]["EmailCampaignStatus"];
                recipients: number;
                counts: components["schemas"]["CampaignStatCounts"];
                rates: components["schemas"]["CampaignStatRates"];
                /**
                 * Format: date-time
                 * @description When the counts were last read from the provider.
                 */
                synced_at: string | null;
            };
        };
        CampaignStatAggResult: {
            /** @constant */
            status: true;
            data: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                user_id: number;
                /** @description Campaigns started in the period. */
                campaigns: number;
                recipients: number;
                counts: components["schemas"]["CampaignStatCounts"];
                rates: components["schemas"]["CampaignStatRates"];
                credits_debited: number;
            };
        };
        /** @enum {string} */
        EmailLogEvent: "queued" | "sent" | "delivered" | "opened" | "clicked" | "soft_bounced" | "hard_bounced" | "unsubscribed" | "spam" | "blocked" | "failed";
        EmailLog: {
            log_id: number;
            /** @description The provider's message id (null while queued). */
            message_id: string | null;
            /** @description Null for a single mail. */
            campaign_id: number | null;
            /** @description The lead mailed, when the address belongs to one. */
            lead_id: number | null;
            /** Format: email */
            email: string;
            subject: string;
            event: components["schemas"]["EmailLogEvent"];
            /** @description Every event of the message, oldest first. */
            events: {
                event: components["schemas"]["EmailLogEvent"];
                /** Format: date-time */
                at: string;
            }[];
            /** Format: date-time */
            sent_at: string | null;
            /** Format: date-time */
            last_event_at: string;
        };
        EmailLogPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["EmailLog"][];
            };
        };
        MailRemainingResult: {
            /** @constant */
            status: true;
            data: {
                daily_limit: number;
                sent_today: number;
                remaining_today: number;
                /** Format: date-time */
                resets_at: string;
                credits_available: number;
                credit_per_lead: number;
                /** @description credits_available ÷ credit_per_lead, rounded down. */
                contacts_covered: number;
            };
        };
        /** @enum {string} */
        NurturingChannel: "email" | "whatsapp";
        /**
         * @description One step of an enrolment (our design): scheduled (waiting for its day) → sending (its message is with the
         *     provider) → sent (the provider accepted it; its credits are spent), or skipped (the address was suppressed when
         *     its turn came: not charged), failed (the provider refused it: not charged), cancelled (the enrolment stopped or
         *     ended before its turn: not charged).
         */
        NurturingStep: {
            step_no: number;
            channel: components["schemas"]["NurturingChannel"];
            /** @description The step's name (an email step's own content, or the WhatsApp template's name). */
            template_name: string;
            /**
             * Format: date-time
             * @description When the step is due (the enrolment's start + the step's day offset).
             */
            scheduled_at: string;
            /** Format: date-time */
            sent_at: string | null;
            /** @enum {string} */
            status: "scheduled" | "sending" | "sent" | "skipped" | "failed" | "cancelled";
            /** @description Why a step was skipped, failed or cancelled (the stop reason, `opted_out`, the provider's refusal). */
            reason: string | null;
        };
        NurturingEnrolment: {
            enrolment_id: number;
            ns_id: number;
            service_name: string;
            lead_id: number;
            /** @enum {string} */
            mode: "manual" | "bulk";
            /**
             * @description active (steps are still to run) → completed (every step ran) or stopped (`stop_reason`). One active enrolment
             *     per lead and service (the database holds it); a completed or stopped one may be followed by a new one.
             * @enum {string}
             */
            status: "active" | "completed" | "stopped";
            /**
             * @description Why it stopped: `replied` (the lead wrote on WhatsApp), `converted` (the lead's stage became the won stage),
             *     `closed` (a lost/closed stage), `opted_out` (the address was suppressed: unsubscribe, bounce, STOP), `manual`
             *     (someone who reaches the lead stopped it). Null unless stopped.
             */
            stop_reason: ("replied" | "converted" | "closed" | "opted_out" | "manual") | null;
            /** @description Held at the enrolment (steps × the nurture-step rate). */
            credits_held: number;
            /** @description Spent by the steps sent. */
            credits_spent: number;
            /** @description Given back for steps skipped, failed or cancelled. Once ended, held = spent + released. */
            credits_released: number;
            /** Format: date-time */
            started_at: string;
            /**
             * Format: date-time
             * @description When it ended (completed or stopped); null while active.
             */
            completed_at: string | null;
            /** Format: date-time */
            next_step_at: string | null;
            steps_total: number;
            steps_done: number;
            steps: components["schemas"]["NurturingStep"][];
            enrolled_by_user_id: number;
        };
        NurturingLeadResult: {
            /** @constant */
            status: true;
            data: {
                lead_id: number;
                lead_name: string;
                enrolments: components["schemas"]["NurturingEnrolment"][];
            };
        };
        NurturingStopBody: {
            enrolment_id: number;
        };
        NurturingStopResult: {
            /** @constant */
            status: true;
            data: {
                enrolment: components["schemas"]["NurturingEnrolment"];
            };
        };
        /** @description A lead's contact on the WhatsApp messaging provider (gupshup). */
        GrContact: {
            lead_id: number;
            /** @constant */
            provider: "gupshup";
            /** @description The contact exists on the provider (after the first message). */
            registered: boolean;
            /** @description The number messages go to (the lead's sanitised mobile), or null when the lead has none. */
            whatsapp_number: components["schemas"]["Mobile"] | null;
            /**
             * @description Our reading: a lead's number is opted in from its enquiry (the enquiry forms collect the consent) until it
             *     sends STOP; false without a number or once suppressed.
             */
            opted_in: boolean;
            /** Format: date-time */
            opted_out_at: string | null;
            /** Format: date-time */
            last_inbound_at: string | null;
            /** @description True within 24 hours of the lead's last inbound message; free-form texts are allowed then. */
            session_window_open: boolean;
            /** Format: date-time */
            session_expires_at: string | null;
            /** @description The number sent STOP (suppressed for WhatsApp): nothing is sent to it. */
            suppressed: boolean;
        };
        /**
         * @description Outbound messages go queued → sent → delivered → read, or failed; inbound messages are received.
         * @enum {string}
         */
        WhatsAppMessageStatus: "queued" | "sent" | "delivered" | "read" | "failed" | "received";
        NurturingWhatsAppResult: {
            /** @constant */
            status: true;
            data: {
                lead_id: number;
                contact: components["schemas"]["GrContact"];
                items: {
                    enrolment_id: number;
                    step_no: number;
                    template_name: string;
                    provider_message_id: string | null;
                    status: components["schemas"]["WhatsAppMessageStatus"];
                    failure_reason: string | null;
                    /** Format: date-time */
                    sent_at: string | null;
                    /** Format: date-time */
                    updated_at: string;
                }[];
            };
        };
        NurturingManualBody: {
            lead_id: number;
            /** @description The nurturing service (GET /my-lead/nurturing-services). */
            ns_id: number;
            /**
             * Format: date-time
             * @description When the first step runs; default now. Must not be in the past.
             */
            start_at?: string;
        };
        NurturingEnrolResult: {
            /** @constant */
            status: true;
            data: {
                enrolment: components["schemas"]["NurturingEnrolment"];
                charge: components["schemas"]["CreditCharge"];
            };
        };
        NurturingBulkBody: {
            lead_ids: number[];
            ns_id: number;
            /**
             * Format: date-time
             * @description When the first steps run; default now. Must not be in the past.
             */
            start_at?: string;
        };
        NurturingBulkResult: {
            /** @constant */
            status: true;
            data: {
                ns_id: number;
                enrolled: number;
                enrolment_ids: number[];
                skipped: {
                    lead_id: number;
                    /** @enum {string} */
                    reason: "already_enrolled" | "no_email" | "no_mobile" | "opted_out";
                }[];
                charge: components["schemas"]["CreditCharge"];
            };
        };
        /** @description The spec's Credits entity. */
        CreditAccount: {
            user_id: number;
            /** @description The credits available now (the balance). */
            uc_total_credits: number;
            /** @description Contacts the balance still covers, uc_total_credits ÷ uc_credit_per_lead rounded down. */
            uc_contacts: number;
            /** @description Credits debited per contact reached. */
            uc_credit_per_lead: number;
            /** Format: date-time */
            updated_at: string;
        };
        CreditAccountResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["CreditAccount"];
        };
        GrContactResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["GrContact"];
        };
        /**
         * @description What a credit debit or refund was for.
         * @enum {string}
         */
        CreditService: "email_campaign" | "whatsapp_broadcast" | "whatsapp_message" | "nurturing";
        CreditSummaryResult: {
            /** @constant */
            status: true;
            data: {
                user_id: number;
                balance: number;
                credit_per_lead: number;
                contacts_covered: number;
                purchased_total: number;
                used_total: number;
                refunded_total: number;
                used_this_month: number;
                by_service: {
                    service: components["schemas"]["CreditService"];
                    credits_used: number;
                    contacts: number;
                }[];
                /** Format: date-time */
                last_purchase_at: string | null;
            };
        };
        NurturingService: {
            /** @description The nurturing service's id. */
            ns_id: number;
            name: string;
            description: string | null;
            channels: components["schemas"]["NurturingChannel"][];
            steps: number;
            duration_days: number;
            active: boolean;
            /** @description What enrolling one lead holds (steps × the nurture-step rate). */
            credits_per_lead: number;
            /** @description The steps, in order. */
            sequence: {
                step_no: number;
                channel: components["schemas"]["NurturingChannel"];
                /** @description Days after the enrolment's start. */
                day_offset: number;
                name: string;
                /** @description The WhatsApp template of a WhatsApp step; null for an email step (its content is the step's own). */
                template_id: number | null;
            }[];
        };
        NurturingServiceListResult: {
            /** @constant */
            status: true;
            data: {
                items: components["schemas"]["NurturingService"][];
            };
        };
        CreditChartResult: {
            /** @constant */
            status: true;
            data: {
                user_id: number;
                /** @enum {string} */
                granularity: "day" | "month";
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                points: {
                    /** @description YYYY-MM-DD by day, YYYY-MM by month. */
                    period: string;
                    credits_used: number;
                    credits_purchased: number;
                    credits_refunded: number;
                    /** @description Contacts reached with the credits used. */
                    contacts: number;
                }[];
            };
        };
        /** @enum {string} */
        CreditTransactionType: "purchase" | "debit" | "refund" | "adjustment";
        CreditTransaction: {
            ct_id: number;
            type: components["schemas"]["CreditTransactionType"];
            /** @description For a debit or refund, what it was for; null for a purchase or adjustment. */
            service: components["schemas"]["CreditService"] | null;
            /** @description Signed, positive for a purchase or refund, negative for a debit. */
            credits: number;
            balance_after: number;
            description: string;
            /** @description The campaign_id, broadcast_id, enrolment_id or message_id the debit or refund belongs to. */
            reference_id: number | null;
            /** @description For a purchase, the amount paid. */
            amount: number | null;
            currency: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CreditTransactionPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["CreditTransaction"][];
            };
        };
        ServiceAvailedResult: {
            /** @constant */
            status: true;
            data: {
                /** @description Nurturing automation (manual and bulk nurture). */
                user_automation_avail: boolean;
                /** @description WhatsApp messages and broadcasts. */
                user_messages_avail: boolean;
                /** @description Email campaigns. */
                user_emails_avail: boolean;
            };
        };
        /** @description The value of one template variable, in order ({{1}} first); a fixed text or a lead field filled per lead. */
        WhatsAppVariable: {
            text?: string;
            /** @enum {string} */
            lead_field?: "first_name" | "last_name" | "full_name" | "email" | "mobile" | "owner_name";
        } & (unknown | unknown);
        /** @description A broadcast (our design). */
        BroadcastCreateBody: {
            name: string;
            /** @description An approved WhatsApp template. */
            template_id: number;
            /** @description One value per template variable, in order; omitted when the template has none. */
            variables?: components["schemas"]["WhatsAppVariable"][];
            lead_ids: number[];
            /**
             * Format: date-time
             * @description When to send; default now. Must be in the future.
             */
            scheduled_at?: string;
        };
        /** @enum {string} */
        TemplateCategory: "marketing" | "utility" | "authentication";
        /**
         * @description scheduled → sending → completed; failed when the provider refused the whole broadcast.
         * @enum {string}
         */
        BroadcastStatus: "scheduled" | "sending" | "completed" | "failed";
        WhatsAppEventCounts: {
            sent: number;
            delivered: number;
            read: number;
            failed: number;
            /** @description Messages the lead answered (an inbound message within 24 hours). */
            replied: number;
        };
        Broadcast: {
            broadcast_id: number;
            name: string;
            template_id: number;
            template_name: string;
            category: components["schemas"]["TemplateCategory"];
            status: components["schemas"]["BroadcastStatus"];
            /** @description The messages queued at the start (the sendable leads). */
            recipients: number;
            /** @description Messages not handed to the provider yet (progress; our design). */
            queued: number;
            /**
             * @description Leads not messaged, never charged: skipped at the start (no number, opted out) and messages whose lead sent
             *     STOP before their turn (our design).
             */
            skipped: number;
            counts: components["schemas"]["WhatsAppEventCounts"];
            /** @description The credits held at the start (recipients × the category's credits per message). */
            credits_debited: number;
            /** @description Credits released when the broadcast ended (the hold minus the delivered messages' credits). */
            credits_refunded: number;
            /** Format: date-time */
            scheduled_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            created_by_user_id: number;
        };
        BroadcastStartResult: {
            /** @constant */
            status: true;
            data: {
                broadcast: components["schemas"]["Broadcast"];
                skipped: {
                    lead_id: number;
                    /** @enum {string} */
                    reason: "no_mobile" | "opted_out";
                }[];
                charge: components["schemas"]["CreditCharge"];
            };
        };
        /** @enum {string} */
        TemplateStatus: "approved" | "pending" | "rejected";
        TemplateSummary: {
            template_id: number;
            name: string;
            /** @description A WhatsApp language code, e.g. en or en_US. */
            language: string;
            category: components["schemas"]["TemplateCategory"];
            status: components["schemas"]["TemplateStatus"];
            /** @description The body text with positional variables {{1}}, {{2}}, ... */
            body: string;
            variables_count: number;
            /** @enum {string} */
            header_type: "none" | "text" | "image" | "document" | "video";
            rejection_reason: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        TemplatePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["TemplateSummary"][];
            };
        };
        TemplateDetail: components["schemas"]["TemplateSummary"] & {
            provider_template_id: string;
            header_text: string | null;
            /** Format: uri */
            header_media_url: string | null;
            footer: string | null;
            buttons: {
                /** @enum {string} */
                type: "quick_reply" | "url" | "phone_number";
                text: string;
                /** Format: uri */
                url?: string | null;
                phone_number?: string | null;
            }[];
            /** @description An example value per variable, in order. */
            sample_values: string[];
        };
        TemplateResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["TemplateDetail"];
        };
        WhatsAppAnalyticsResult: {
            /** @constant */
            status: true;
            data: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                user_id: number;
                counts: components["schemas"]["WhatsAppEventCounts"];
                /** @description Messages received from leads. */
                inbound: number;
                /**
                 * @description Fractions from 0 to 1 (our design): delivery_rate = delivered / sent; read_rate and reply_rate over the
                 *     DELIVERED messages; failure_rate = failed / (sent + failed). 0 when the divisor is 0.
                 */
                rates: {
                    delivery_rate: number;
                    read_rate: number;
                    reply_rate: number;
                    failure_rate: number;
                };
                broadcasts: number;
                credits_used: number;
            };
        };
        WhatsAppMetricsResult: {
            /** @constant */
            status: true;
            data: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                user_id: number;
                days: ({
                    /** Format: date */
                    date: string;
                } & components["schemas"]["WhatsAppEventCounts"])[];
            };
        };
        WhatsAppEventCountsResult: {
            /** @constant */
            status: true;
            data: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                user_id: number;
                /** @enum {string} */
                group_by: "none" | "template" | "broadcast";
                totals: components["schemas"]["WhatsAppEventCounts"];
                /** @description Empty when group_by is none. */
                groups: {
                    /** @description The template_id or broadcast_id. */
                    id: number;
                    name: string;
                    counts: components["schemas"]["WhatsAppEventCounts"];
                }[];
            };
        };
        /** @enum {string} */
        BroadcastRateCategory: "marketing" | "utility" | "authentication" | "service";
        BroadcastRate: {
            category: components["schemas"]["BroadcastRateCategory"];
            country_code: string;
            country_name: string;
            currency: string;
            price_per_message: number;
            /** Format: date */
            effective_from: string;
            /** @description What one message of this category costs the caller in credits (the credit rates; our design). */
            credits_per_message: number;
        };
        BroadcastRateListResult: {
            /** @constant */
            status: true;
            data: {
                items: components["schemas"]["BroadcastRate"][];
            };
        };
        BroadcastRecipient: {
            lead_id: number;
            lead_name: string;
            whatsapp_number: components["schemas"]["Mobile"];
            message_id: number;
            status: components["schemas"]["WhatsAppMessageStatus"];
            failure_reason: string | null;
            /** Format: date-time */
            sent_at: string | null;
            /** Format: date-time */
            delivered_at: string | null;
            /** Format: date-time */
            read_at: string | null;
            /** Format: date-time */
            replied_at: string | null;
        };
        BroadcastDataPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                broadcast: components["schemas"]["Broadcast"];
                items: components["schemas"]["BroadcastRecipient"][];
            };
        };
        BroadcastPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Broadcast"][];
            };
        };
        /** @description One message to one lead (our design). Exactly one of `template_id` (with `variables`) or `text`. */
        WhatsAppSendBody: {
            lead_id: number;
            /** @description An approved WhatsApp template. */
            template_id?: number;
            variables?: components["schemas"]["WhatsAppVariable"][];
            /** @description A free-form session text (only inside the 24-hour window). */
            text?: string;
        } & (unknown | unknown);
        WhatsAppMessage: {
            message_id: number;
            lead_id: number;
            /** @enum {string} */
            direction: "inbound" | "outbound";
            /** @enum {string} */
            kind: "template" | "text" | "media";
            template_id: number | null;
            template_name: string | null;
            /** @description The text as the lead sees it (a template with its variables filled). */
            text: string | null;
            /** Format: uri */
            media_url: string | null;
            status: components["schemas"]["WhatsAppMessageStatus"];
            failure_reason: string | null;
            provider_message_id: string | null;
            broadcast_id: number | null;
            /** @description Who sent an outbound message by hand; null for inbound, broadcast-less automation. */
            sent_by_user_id: number | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the current status was reached.
             */
            status_at: string;
        };
        WhatsAppSendResult: {
            /** @constant */
            status: true;
            data: {
                message: components["schemas"]["WhatsAppMessage"];
                /** @description The credit debit of a template message; null for a session text. */
                charge: components["schemas"]["CreditCharge"] | null;
            };
        };
        WhatsAppMessagePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["WhatsAppMessage"][];
                session_window_open: boolean;
                /** Format: date-time */
                session_expires_at: string | null;
            };
        };
    };
    responses: {
        /** @description The request breaks the contract; `errors` names each bad field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No token, or a bad or expired one. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller's role may not call this, or the resource is someone else's. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The resource does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Well-formed but refused by a business rule. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The operation is declared but not built yet: the message reads not implemented yet: <operationId>. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too many requests; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request conflicts with the current state (already exists, already done). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body or file is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Free text to match (names; for leads also email and mobile). */
        LeadsQ: string;
        LeadsStageId: number;
        LeadsSubStageId: number;
        LeadsCategoryId: number;
        LeadsSourceId: number;
        LeadsMediumId: number;
        LeadsCampaignId: number;
        /** @description Only leads assigned to this user (the caller or a user the caller manages). */
        LeadsAssignedTo: number;
        /** @description Only leads owned by this user (the caller or a user the caller manages). */
        LeadsOwnerUserId: number;
        /** @description Only leads interested in this country. */
        LeadsCountryId: number;
        LeadsStateId: number;
        LeadsCityId: number;
        /** @description First day of the period (inclusive). After `to` is refused with 422. */
        LeadsFrom: string;
        /** @description Last day of the period (inclusive). */
        LeadsTo: string;
        /** @description Which date `from` and `to` bound. */
        LeadsDateField: "created_at" | "updated_at" | "next_follow_up_at";
        /**
         * @description true gives only open leads (stage not closed) with something due: reminder_at or next_follow_up_at up to now
         *     (our design); false only leads without one due.
         */
        LeadsReminded: boolean;
        /** @description true gives only unread leads, false only read ones. */
        LeadsUnread: boolean;
        LeadsSort: "created_at" | "updated_at" | "next_follow_up_at" | "first_name" | "score";
        LeadsOrder: "asc" | "desc";
        /** @description Page number, from 1. */
        Page: number;
        /** @description Items per page. */
        PageSize: number;
        /** @description The lead id. */
        LeadsId: number;
        /** @description Also list retired entries (for labels of old leads). */
        LeadsIncludeInactive: boolean;
        /** @description What to split the leads by. */
        LeadsDimension: components["schemas"]["LeadDistributionDimension"];
        /** @description Count per state or per city. */
        LeadsAreaLevel: "state" | "city";
        /**
         * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
         *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
         *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
         *     different body, or while the first request is still running, answers 409.
         */
        OutreachIdempotencyKey: string;
        /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
        OutreachFrom: string;
        /** @description Last day of the period (inclusive). Default today. */
        OutreachTo: string;
        /**
         * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
         *     master franchise: its area franchises).
         */
        OutreachUserId: number;
        /** @description The lead's id. */
        OutreachLeadId: number;
        /** @description The WhatsApp template's id (not a lead id). */
        OutreachTemplateId: number;
        /** @description The lead's id. */
        OutreachLeadIdCamel: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listLeads: {
        parameters: {
            query?: {
                /** @description Free text to match (names; for leads also email and mobile). */
                q?: components["parameters"]["LeadsQ"];
                stage_id?: components["parameters"]["LeadsStageId"];
                sub_stage_id?: components["parameters"]["LeadsSubStageId"];
                category_id?: components["parameters"]["LeadsCategoryId"];
                source_id?: components["parameters"]["LeadsSourceId"];
                medium_id?: components["parameters"]["LeadsMediumId"];
                campaign_id?: components["parameters"]["LeadsCampaignId"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
                /** @description Only leads owned by this user (the caller or a user the caller manages). */
                owner_user_id?: components["parameters"]["LeadsOwnerUserId"];
                /** @description Only leads interested in this country. */
                country_id?: components["parameters"]["LeadsCountryId"];
                state_id?: components["parameters"]["LeadsStateId"];
                city_id?: components["parameters"]["LeadsCityId"];
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Which date `from` and `to` bound. */
                date_field?: components["parameters"]["LeadsDateField"];
                /**
                 * @description true gives only open leads (stage not closed) with something due: reminder_at or next_follow_up_at up to now
                 *     (our design); false only leads without one due.
                 */
                reminded?: components["parameters"]["LeadsReminded"];
                /** @description true gives only unread leads, false only read ones. */
                unread?: components["parameters"]["LeadsUnread"];
                sort?: components["parameters"]["LeadsSort"];
                order?: components["parameters"]["LeadsOrder"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of leads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: components["parameters"]["LeadsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadDetails"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadFollowUps: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /** @description The lead id. */
                id: components["parameters"]["LeadsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of follow-ups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FollowUpPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadAssigneeTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead id. */
                id: components["parameters"]["LeadsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignments of the lead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["AssigneeTimelineEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadCategoryFieldValues: {
        parameters: {
            query: {
                /** @description The lead. */
                lead_id: number;
                category_id?: components["parameters"]["LeadsCategoryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields and the lead's values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            lead_id: number;
                            /** @description The category whose fields are listed; null when the lead has no category and none was asked. */
                            category_id: number | null;
                            fields: components["schemas"]["CategoryFieldWithValue"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    checkLeadDuplicate: {
        parameters: {
            query?: {
                email?: string;
                /** @description A mobile number already passed through the mobile sanitiser. */
                mobile?: components["schemas"]["Mobile"];
                /** @description The lead being edited, left out of the check. */
                exclude_lead_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a duplicate exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadExistsResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadHistory: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /** @description The lead id. */
                id: components["parameters"]["LeadsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of history entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadHistoryPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveLead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadSaveBody"];
            };
        };
        responses: {
            /** @description The lead was updated, or the save was a re-enquiry of an existing lead (see `outcome`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadSaveResult"];
                    };
                };
            };
            /** @description The lead was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadSaveResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveLeadFollowUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FollowUpBody"];
            };
        };
        responses: {
            /** @description The planned follow-up was completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FollowUpSaveResult"];
                    };
                };
            };
            /** @description The follow-up was recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FollowUpSaveResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    markLeadsAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadMarkReadBody"];
            };
        };
        responses: {
            /** @description The read marks were set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            lead_ids: number[];
                            is_read: boolean;
                            /** @description How many leads changed (leads already so marked are not counted). */
                            updated: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    convertLeadToStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadConvertBody"];
            };
        };
        responses: {
            /** @description The student account was created and linked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadConvertResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    importLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LeadImportBody"];
            };
        };
        responses: {
            /** @description The import report (every row created, re-enquired or invalid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadImportReport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    exportLeads: {
        parameters: {
            query?: {
                /** @description Free text to match (names; for leads also email and mobile). */
                q?: components["parameters"]["LeadsQ"];
                stage_id?: components["parameters"]["LeadsStageId"];
                sub_stage_id?: components["parameters"]["LeadsSubStageId"];
                category_id?: components["parameters"]["LeadsCategoryId"];
                source_id?: components["parameters"]["LeadsSourceId"];
                medium_id?: components["parameters"]["LeadsMediumId"];
                campaign_id?: components["parameters"]["LeadsCampaignId"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
                /** @description Only leads owned by this user (the caller or a user the caller manages). */
                owner_user_id?: components["parameters"]["LeadsOwnerUserId"];
                /** @description Only leads interested in this country. */
                country_id?: components["parameters"]["LeadsCountryId"];
                state_id?: components["parameters"]["LeadsStateId"];
                city_id?: components["parameters"]["LeadsCityId"];
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Which date `from` and `to` bound. */
                date_field?: components["parameters"]["LeadsDateField"];
                /**
                 * @description true gives only open leads (stage not closed) with something due: reminder_at or next_follow_up_at up to now
                 *     (our design); false only leads without one due.
                 */
                reminded?: components["parameters"]["LeadsReminded"];
                /** @description true gives only unread leads, false only read ones. */
                unread?: components["parameters"]["LeadsUnread"];
                sort?: components["parameters"]["LeadsSort"];
                order?: components["parameters"]["LeadsOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The leads as CSV. */
            200: {
                headers: {
                    /** @description attachment; filename="leads-YYYY-MM-DD.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    assignLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadAssignBody"];
            };
        };
        responses: {
            /** @description The leads were assigned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadAssignResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadAssignmentRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadAssignmentRules"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveLeadAssignmentRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadAssignmentRulesBody"];
            };
        };
        responses: {
            /** @description The saved rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadAssignmentRules"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadProfile: {
        parameters: {
            query?: {
                /** @description Whose profile; the caller's own when left out. */
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveLeadProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadProfileBody"];
            };
        };
        responses: {
            /** @description The saved profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadMasterStates: {
        parameters: {
            query?: {
                country_id?: number;
                /** @description Free text to match (names; for leads also email and mobile). */
                q?: components["parameters"]["LeadsQ"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["MasterState"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadMasterCities: {
        parameters: {
            query: {
                state_id: number;
                /** @description Free text to match (names; for leads also email and mobile). */
                q?: components["parameters"]["LeadsQ"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cities, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["MasterCity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadStages: {
        parameters: {
            query?: {
                /** @description Also list retired entries (for labels of old leads). */
                include_inactive?: components["parameters"]["LeadsIncludeInactive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Stage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadSubStages: {
        parameters: {
            query?: {
                stage_id?: components["parameters"]["LeadsStageId"];
                /** @description Also list retired entries (for labels of old leads). */
                include_inactive?: components["parameters"]["LeadsIncludeInactive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sub-stages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["SubStage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadCategories: {
        parameters: {
            query?: {
                /** @description Only the categories of this role. */
                user_type?: "agent" | "franchise" | "counselor" | "student_support" | "operations_manager" | "school_counselor";
                /** @description Also list retired entries (for labels of old leads). */
                include_inactive?: components["parameters"]["LeadsIncludeInactive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadMasterUsers: {
        parameters: {
            query?: {
                user_type?: "agent" | "franchise" | "counselor" | "student_support" | "operations_manager" | "school_counselor";
                /** @description Free text to match (names; for leads also email and mobile). */
                q?: components["parameters"]["LeadsQ"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["MasterUser"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team, the caller first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["TeamMember"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadCategoryFields: {
        parameters: {
            query?: {
                category_id?: components["parameters"]["LeadsCategoryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The field definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CategoryField"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadSources: {
        parameters: {
            query?: {
                /** @description Also list retired entries (for labels of old leads). */
                include_inactive?: components["parameters"]["LeadsIncludeInactive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sources, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Source"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadMediums: {
        parameters: {
            query?: {
                source_id?: components["parameters"]["LeadsSourceId"];
                /** @description Also list retired entries (for labels of old leads). */
                include_inactive?: components["parameters"]["LeadsIncludeInactive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mediums, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Medium"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadCampaigns: {
        parameters: {
            query?: {
                source_id?: components["parameters"]["LeadsSourceId"];
                medium_id?: components["parameters"]["LeadsMediumId"];
                /** @description Also list retired entries (for labels of old leads). */
                include_inactive?: components["parameters"]["LeadsIncludeInactive"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaigns, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadCampaign"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadCategoriesByRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The categories of the caller's role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            user_type: components["schemas"]["UserType"];
                            categories: components["schemas"]["CategoryWithFields"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCounseledLeads: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of counseled leads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadCount: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
                category_id?: components["parameters"]["LeadsCategoryId"];
                source_id?: components["parameters"]["LeadsSourceId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadCountSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadCountByMember: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts per member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadCountMember"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadCountByMonth: {
        parameters: {
            query?: {
                months?: number;
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per month, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadCountMonth"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listRemindedLeads: {
        parameters: {
            query?: {
                when?: "overdue" | "today" | "upcoming" | "all";
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of leads, soonest reminder first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadDistributionCount: {
        parameters: {
            query: {
                /** @description What to split the leads by. */
                dimension: components["parameters"]["LeadsDimension"];
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buckets, largest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadDistributionCount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadDistributionDetails: {
        parameters: {
            query: {
                /** @description What to split the leads by. */
                dimension: components["parameters"]["LeadsDimension"];
                /** @description Only this value of the dimension (a source_id, medium_id, ... as the dimension says). */
                key_id?: number;
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per value of the dimension. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            dimension: components["schemas"]["LeadDistributionDimension"];
                            total: number;
                            items: components["schemas"]["LeadDistributionDetail"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadCountByArea: {
        parameters: {
            query?: {
                /** @description Count per state or per city. */
                level?: components["parameters"]["LeadsAreaLevel"];
                state_id?: components["parameters"]["LeadsStateId"];
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per area, largest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadCountArea"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadCountByAreaStageCounseled: {
        parameters: {
            query?: {
                /** @description Count per state or per city. */
                level?: components["parameters"]["LeadsAreaLevel"];
                state_id?: components["parameters"]["LeadsStateId"];
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Only leads assigned to this user (the caller or a user the caller manages). */
                assigned_to?: components["parameters"]["LeadsAssignedTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per area, largest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadCountAreaStage"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getMasterFranchiseLeadStatistics: {
        parameters: {
            query?: {
                /** @description The master franchise's user id; the caller's own when left out. */
                franchise_id?: number;
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["LeadStatMasterFranchise"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAreaFranchiseLeadStats: {
        parameters: {
            query?: {
                /** @description The master franchise's user id; the caller's own when left out. */
                master_franchise_id?: number;
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Free text to match (names; for leads also email and mobile). */
                q?: components["parameters"]["LeadsQ"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of area franchises. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["LeadStatAreaFranchise"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAcpCampaigns: {
        parameters: {
            query?: {
                /** @description Only the campaigns of this partner. */
                agent_user_id?: number;
                status?: components["schemas"]["AcpCampaignStatus"];
                /** @description First day of the period (inclusive). After `to` is refused with 422. */
                from?: components["parameters"]["LeadsFrom"];
                /** @description Last day of the period (inclusive). */
                to?: components["parameters"]["LeadsTo"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ACP campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["AcpCampaign"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendLeadMail: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
                 *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
                 *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
                 *     different body, or while the first request is still running, answers 409.
                 */
                "Idempotency-Key": components["parameters"]["OutreachIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailLeadBody"];
            };
        };
        responses: {
            /** @description The mail was accepted by the provider. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailSendResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listMailTemplates: {
        parameters: {
            query?: {
                /** @description Part of a template name, case-insensitive. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active mail templates, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listBrevoTemplates: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only templates that are active on the provider. */
                active_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of provider templates, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplateBrevoPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailLeadIdsBody"];
            };
        };
        responses: {
            /** @description The email of each lead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailLeadEmailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadPhones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneLeadIdsBody"];
            };
        };
        responses: {
            /** @description The mobile number of each lead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhoneByLeadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listContactLists: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Part of a list name, case-insensitive. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contact lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactListPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createContactList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactListCreateBody"];
            };
        };
        responses: {
            /** @description The list was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    importContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactImportBody"];
            };
        };
        responses: {
            /** @description The contacts were imported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    removeListContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRemoveBody"];
            };
        };
        responses: {
            /** @description The contact was removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRemoveResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createEmailCampaign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailCampaignCreateBody"];
            };
        };
        responses: {
            /** @description The draft campaign. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailCampaignResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listEmailCampaigns: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only campaigns in this status. */
                status?: components["schemas"]["EmailCampaignStatus"];
                /** @description Part of a campaign name or subject, case-insensitive. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailCampaignPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startEmailCampaign: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
                 *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
                 *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
                 *     different body, or while the first request is still running, answers 409.
                 */
                "Idempotency-Key": components["parameters"]["OutreachIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailCampaignStartBody"];
            };
        };
        responses: {
            /** @description The campaign is sending or scheduled; the credits were debited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailCampaignStartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    previewEmailCampaign: {
        parameters: {
            query: {
                /** @description The draft campaign. */
                campaign_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailCampaignPreviewResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getEmailCampaignStats: {
        parameters: {
            query: {
                /** @description The campaign. */
                campaign_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign's statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStatResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAggregateCampaignStats: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals of the period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignStatAggResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listEmailLogs: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only mails of this campaign. */
                campaign_id?: number;
                /** @description Only mails to this lead. */
                lead_id?: number;
                /** @description Only mails to this address. */
                email?: string;
                /** @description Only mails whose latest event is this one. */
                event?: components["schemas"]["EmailLogEvent"];
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of email log rows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLogPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getRemainingEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The allowance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailRemainingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadNurturing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead's id. */
                id: components["parameters"]["OutreachLeadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead's enrolments, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurturingLeadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    stopLeadNurture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead's id. */
                id: components["parameters"]["OutreachLeadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NurturingStopBody"];
            };
        };
        responses: {
            /** @description The enrolment, stopped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurturingStopResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadGupshupNurturing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead's id. */
                id: components["parameters"]["OutreachLeadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead's WhatsApp nurturing messages, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurturingWhatsAppResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startManualLeadNurture: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
                 *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
                 *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
                 *     different body, or while the first request is still running, answers 409.
                 */
                "Idempotency-Key": components["parameters"]["OutreachIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NurturingManualBody"];
            };
        };
        responses: {
            /** @description The lead was enrolled; the credits were debited. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurturingEnrolResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startBulkLeadNurture: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
                 *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
                 *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
                 *     different body, or while the first request is still running, answers 409.
                 */
                "Idempotency-Key": components["parameters"]["OutreachIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NurturingBulkBody"];
            };
        };
        responses: {
            /** @description The leads were enrolled; the credits were debited. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurturingBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserCredits: {
        parameters: {
            query?: {
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditAccountResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLeadGupshupContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The lead's id. */
                id: components["parameters"]["OutreachLeadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lead's provider contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrContactResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getNurturingCredits: {
        parameters: {
            query?: {
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditSummaryResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listNurturingServices: {
        parameters: {
            query?: {
                /** @description Also list services that are switched off. */
                include_inactive?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurturingServiceListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getNurturingCreditChart: {
        parameters: {
            query?: {
                /** @description One point per day or per calendar month. */
                granularity?: "day" | "month";
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chart points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditChartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCreditTransactions: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only transactions of this type. */
                type?: components["schemas"]["CreditTransactionType"];
                /** @description Only transactions of this service. */
                service?: components["schemas"]["CreditService"];
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditTransactionPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserServiceAvailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAvailedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendBulkWhatsAppMessage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
                 *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
                 *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
                 *     different body, or while the first request is still running, answers 409.
                 */
                "Idempotency-Key": components["parameters"]["OutreachIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastCreateBody"];
            };
        };
        responses: {
            /** @description The broadcast is sending or scheduled; the credits were debited. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastStartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listWhatsAppTemplates: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only templates in this approval status. */
                status?: components["schemas"]["TemplateStatus"];
                /** @description Only templates of this category. */
                category?: components["schemas"]["TemplateCategory"];
                /** @description Only templates in this language (a WhatsApp language code such as en or en_US). */
                language?: string;
                /** @description Part of a template name, case-insensitive. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplatePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWhatsAppTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The WhatsApp template's id (not a lead id). */
                id: components["parameters"]["OutreachTemplateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWhatsAppAnalytics: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals and rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppAnalyticsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWhatsAppMetrics: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
                /** @description Only the messages of this broadcast (404 when the caller does not see it). */
                broadcast_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The daily series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppMetricsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWhatsAppEventCounts: {
        parameters: {
            query?: {
                /** @description Split the counts per template or per broadcast; none answers only the totals. */
                group_by?: "none" | "template" | "broadcast";
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
                /**
                 * @description Whose figures: the caller (default) or a user the caller manages (an operations_manager: any staff user; a
                 *     master franchise: its area franchises).
                 */
                user_id?: components["parameters"]["OutreachUserId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppEventCountsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listWhatsAppBroadcastRates: {
        parameters: {
            query?: {
                /** @description Only rates for this country (ISO 3166-1 alpha-2). */
                country_code?: string;
                /** @description Only rates of this category. */
                category?: components["schemas"]["BroadcastRateCategory"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rates, by country and category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastRateListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listWhatsAppBroadcastRecipients: {
        parameters: {
            query: {
                /** @description The broadcast. */
                broadcast_id: number;
                /** @description Only recipients whose message is in this status. */
                status?: components["schemas"]["WhatsAppMessageStatus"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The broadcast and a page of its recipients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastDataPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listWhatsAppBroadcasts: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only broadcasts in this status. */
                status?: components["schemas"]["BroadcastStatus"];
                /** @description First day of the period (inclusive). Default depends on the operation (usually 30 days before `to`). */
                from?: components["parameters"]["OutreachFrom"];
                /** @description Last day of the period (inclusive). Default today. */
                to?: components["parameters"]["OutreachTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of broadcasts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendLeadWhatsAppMessage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key the client makes once per intended send (a UUID is fine) and repeats on every retry of it. The server
                 *     keeps the key with the caller, the operation and a hash of the body for 24 hours: a repeat with the same body
                 *     answers the first answer again (same status and data) without sending or charging again; a repeat with a
                 *     different body, or while the first request is still running, answers 409.
                 */
                "Idempotency-Key": components["parameters"]["OutreachIdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatsAppSendBody"];
            };
        };
        responses: {
            /** @description The message was queued with the provider. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppSendResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listLeadWhatsAppMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only messages newer than this message id. */
                since_id?: number;
            };
            header?: never;
            path: {
                /** @description The lead's id. */
                leadId: components["parameters"]["OutreachLeadIdCamel"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppMessagePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
