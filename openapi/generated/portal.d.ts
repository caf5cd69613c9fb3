// Generated from openapi/portal.yaml and its part files by scripts/gen-api-types.ts (npm run api:types). Do not edit.

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Checks the email and password (argon2id) and answers a short-lived access token and the user. It also sets
         *     the refresh cookie (`unipath_refresh`, HttpOnly, SameSite=Strict, path = the API base + `/refresh-token`)
         *     that /refresh-token rotates (our design: the spec keeps only the access token in local storage). A wrong
         *     email or password answers the same 401, whichever was wrong. Rate limited per client (429).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out (our addition)
         * @description Ends the caller's session: the refresh cookie is cleared and the session revoked, so neither the access token
         *     nor the refresh cookie works again. The spec names no sign-out call; the SPA's session machine calls this on
         *     logout (our addition).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/student-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register as a student
         * @description Creates a student account and signs it in (access token, user and refresh cookie, as /login). 409 when the
         *     email is already registered; 422 naming the field when preferred_country_id or preferred_course_level_id names
         *     no country or course level. The body is our design (the spec does not show it). Rate limited (429).
         */
        post: operations["registerStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent-student-register/{agent_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register as a student through an agent's link
         * @description As /student-register, and the new student is linked to the agent (or franchise) whose link was followed: that
         *     agent then reaches the student. 404 when the id is not an active agent or franchise.
         */
        post: operations["registerStudentViaAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sc-student-register/{sc_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register as a student through a school counselor's link
         * @description As /student-register, and the new student is linked to the school counselor whose link was followed. 404 when
         *     the id is not an active school counselor.
         */
        post: operations["registerStudentViaSchoolCounselor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the access token
         * @description Called by the SPA on load when an access token is stored. Reads the refresh cookie, rotates it (a reused old
         *     refresh token revokes the session) and answers a new access token and the user (`status`, `data.token`,
         *     `data.user`, as the spec says). latitude, longitude and accuracy are stored with the session when sent (the
         *     browser allowed location). 401 without a valid refresh cookie: the SPA then removes its stored token.
         *     Public in the sense that the access token may have expired; the refresh cookie is the credential. Rate limited.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/send-password-reset-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link
         * @description Always answers the same 200, whether or not the email belongs to an account (it never tells). When it does,
         *     a single-use link valid for a limited time (30 minutes by default) goes to the mail outbox, and through SMTP
         *     when configured. Body our design. Rate limited (429).
         */
        post: operations["sendPasswordResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Takes the token from the mailed link and a new password. The token works once and expires; an unknown, used
         *     or expired token answers 422 naming `body/token`. On success every session of the user is ended. Body our
         *     design. Rate limited (429).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/search/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search courses (public)
         * @description The public course search of the landing pages and of /universitysearch before sign-in. It takes the same filters, sort and paging as the signed-in `GET /common/course/all` and answers the same page of course items. Courses of focused universities come first, whatever the sort, and are marked by `university.focused`; the chosen sort applies inside the focused group and inside the rest. `tuition_min`/`tuition_max` are in the local currency of the chosen country and need `country_id` (400 otherwise); a minimum above its maximum is a 400. Rate limited per client (429). The response shape is our design (the spec says "not shown").
         */
        get: operations["searchPublicCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/university/{university_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A university's public page
         * @description The public university page: its facts, USPs, info (intakes, fees summary, accommodation note) and the number of courses per course level. Staff updates, scholarships and requirements are for signed-in users only (see `GET /common/v2/university-details/{university_id}`). 404 when there is no such (active) university. The response shape is our design.
         */
        get: operations["getPublicUniversity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/universities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The university reference list
         * @description The app-wide reference list `UniversityList`: every active university in compact form (id, name, country, focused), sorted by name, not paged. Loaded after sign-in and kept app-wide; also used by the public search filters. Optional `country_id` narrows it to one country. The response shape is our design.
         */
        get: operations["listPublicUniversities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/countries-and-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries with their cities (nested)
         * @description The app-wide reference list `CountriesAndCities`: every country with its cities nested, both sorted by name, not paged. Used by the location pickers that show cities grouped by country. The response shape is our design.
         */
        get: operations["listCountriesAndCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The country reference list
         * @description The app-wide reference list `Countries`: every country (id, name, ISO 3166-1 alpha-2 code, ISO 4217 currency), sorted by name, not paged. The response shape is our design.
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The state reference list
         * @description The app-wide reference list `States`, sorted by name, not paged. Optional `country_id` narrows it to one country's states (an unknown country gives an empty list). The response shape is our design.
         */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The city reference list
         * @description The app-wide reference list `Cities`, sorted by name, not paged. Optional `country_id` and `state_id` narrow it (both may be given; unknown ids give an empty list). The response shape is our design.
         */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/course-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The course level reference list
         * @description The app-wide reference list `CourseLevels` (e.g. Diploma, Bachelor's, Master's, PhD) in their display order, not paged. The response shape is our design.
         */
        get: operations["listCourseLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/course-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The course category reference list
         * @description The app-wide reference list `CourseCategories` (subject areas such as Computer Science or Business), sorted by name, not paged. The response shape is our design.
         */
        get: operations["listCourseCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/tution-fees-filter-values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tuition fee filter buckets in local currencies
         * @description The app-wide reference list `TuitionFeesFilterValues`: for each country, its currency and the yearly tuition buckets the search filter offers ({label, min, max}; the last bucket is open-ended with `max` null). Picking a bucket sets `tuition_min`/`tuition_max` of the course search. Optional `country_id` narrows it to one country. The path keeps the spec's spelling (`tution`). The response shape is our design.
         */
        get: operations["listTuitionFeeFilterValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/tution-fees-filter-values-usd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tuition fee filter buckets in US dollars
         * @description The USD variant of the tuition filter values: one list of yearly tuition buckets in USD, used when no country is chosen (they set `tuition_usd_min`/`tuition_usd_max` of the course search). The last bucket is open-ended (`max` null). The response shape is our design.
         */
        get: operations["listTuitionFeeFilterValuesUsd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/agent-info/{agent_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public face of an agent (registration link)
         * @description Shown on /register when a student arrives through an agent's link: the agent's name, organisation, city and country, and logo. Never the email, phone or any other contact or account detail. 404 when the id is not an active agent (the same 404 whether the user does not exist or is of another type, so ids cannot be probed for their role). Rate limited per client (429). The response shape is our design.
         */
        get: operations["getAgentPublicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/sc-info/{sc_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public face of a school counselor (registration link)
         * @description Shown on /register when a student arrives through a school counselor's link: the counselor's name, school (organisation), city and country, and logo. Never the email, phone or any other contact or account detail. 404 when the id is not an active school counselor (the same 404 whether the user does not exist or is of another type). Rate limited per client (429). The response shape is our design.
         */
        get: operations["getSchoolCounselorPublicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/course/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search courses (signed in)
         * @description The course search of /universitysearch for signed-in users (students, staff, agents, franchises, school counselors searching for their students). Same filters, sort, paging and items as the public `GET /home/search/list`: courses of focused universities come first whatever the sort and are marked by `university.focused`; `tuition_min`/`tuition_max` are in the chosen country's currency and need `country_id` (400 otherwise). Called without the loading indicator. The response shape is our design.
         */
        get: operations["listCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/course/all/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search courses with facet counts (signed in)
         * @description The same search as `GET /common/course/all` (same parameters, same page of items) plus `facets` (our design): the number of matching courses per country and per course level. Each facet is counted over the courses that match every other filter but ignore that facet's own filter (the country counts ignore `country_id`, `state_id` and `city_id`; the level counts ignore `course_level_id`), so the filter panel can show how many courses each choice would give. Facets cover the whole result, not only the page; entries with a zero count are left out. Called without the loading indicator.
         */
        get: operations["listCoursesV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/course/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One course in detail
         * @description The course detail shown from the search: the course item plus its description, study mode, full entry requirements, scholarship flag and a link to the university's course page. 404 when there is no such (active) course. The response shape is our design.
         */
        get: operations["getCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/compare-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare 2 to 4 courses side by side
         * @description The course comparison: takes 2 to 4 distinct course ids (`course_ids=1&course_ids=2`, style form, explode true) and answers the courses in the order asked, each with its university's facts (type, established year, ranking, website, campus). A repeated id is a 400; an id that names no course is a 404 naming it. The response shape is our design.
         */
        get: operations["compareCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-details/{university_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A university's details
         * @description The /university-detail/{university_id} page (first version): facts, USPs, info (intakes, fees summary, accommodation note) and course counts per level. The same shape as the public page. The v2 call adds scholarships and requirements and the latest staff updates in one answer. 404 when there is no such university. The response shape is our design.
         */
        get: operations["getUniversityDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/v2/university-details/{university_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A university's whole page in one call
         * @description The /university-detail/{university_id} page (second version, our design): everything of the first version plus `sur` (scholarships and university requirements, as `GET /common/university-sur/{id}`) and `updates` (the 5 latest staff updates of this university, newest first; all of them through `GET /common/university-updates?university_id=`). 404 when there is no such university.
         */
        get: operations["getUniversityDetailsV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-courses/{university_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The courses of one university
         * @description The course list on a university's page: a page of that university's courses with the search's items, narrowed by the optional free text, level, category and intake, in the chosen sort. 404 when there is no such university. Called without the loading indicator. The response shape is our design.
         */
        get: operations["listUniversityCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search universities
         * @description The university search (the universities tab of /universitysearch): a page of universities narrowed by free text (name), location, a course level they offer and the focused flag. Focused universities come first whatever the sort. The response shape is our design.
         */
        get: operations["listUniversities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A university's practical info
         * @description The info block of a university: its intakes, the fees summary (tuition range in the local currency and in USD, application fee), the yearly living cost and the accommodation note. 404 when there is no such university. The response shape is our design.
         */
        get: operations["getUniversityInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-usp/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One university's USPs
         * @description The unique selling points of one university, in display order (an empty list when it has none). 404 when there is no such university. The response shape is our design.
         */
        get: operations["getUniversityUsps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-usp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Universities with their USPs
         * @description The /university-usp screen: a page of universities that have at least one USP, each with its USPs, narrowed by the optional free text (university name) and country. Focused universities come first, then by name. The response shape is our design.
         */
        get: operations["listUniversityUsps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-sur/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A university's scholarships and requirements ("SUR")
         * @description "SUR" is read as Scholarships and University Requirements (our interpretation; the spec does not spell it out): the scholarships the university offers (amount, eligibility, deadline) and its entry requirements per course level (minimum percentage, English test scores, allowed gap years and backlogs). Either list may be empty. 404 when there is no such university. The response shape is our design.
         */
        get: operations["getUniversitySur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/universities/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All universities of a country
         * @description Every active university of the given country in compact form, sorted by name, not paged; used by the university pickers of forms (applications, recommendations, commissions) once a country is chosen. The response shape is our design.
         */
        get: operations["listUniversitiesByCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/focused-universities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The focused universities
         * @description The universities the business currently focuses on (the last step of the guided tour; marked with a black bottom border in the SPA), by ranking then name, not paged. Optional `country_id` narrows the list. The response shape is our design.
         */
        get: operations["listFocusedUniversities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News posted by staff about universities
         * @description The university updates (the "new updates" of the guided tour): news items posted by staff, such as a new intake, an extended deadline or a changed requirement, newest first, paged. Every signed-in user reads them. Optional `university_id` narrows the list to one university; `country_id` to the universities of a country. The response shape is our design.
         */
        get: operations["listUniversityUpdates"];
        put?: never;
        /**
         * Post a university update
         * @description Posts a news item about a university (our design for the body). Only the staff who look after the universities post updates: `operations` and `operations_manager` (our choice); every other role gets 403. The author is the caller. 404 when `university_id` names no university. Answers 201 with the update.
         */
        post: operations["createUniversityUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-updates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One university update
         * @description One news item about a university, e.g. opened from a notification's link. 404 when there is no such update. The response shape is our design.
         */
        get: operations["getUniversityUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications
         * @description The /notifications page: the caller's own notifications, newest first, paged, with the unread count. Optional `read` narrows it to read (true) or unread (false) ones. Reading this list does not mark anything read. The response shape is our design.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/notifications/set-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mark all the caller's notifications read (a GET that changes)
         * @description A GET that changes state, kept as the spec has it: marks every unread notification of the caller read and answers how many it changed (0 when none were unread, so a repeat is harmless). Only the caller's own notifications are touched. The next poll of `/common/new-notifications-messages` answers 200 with a new ETag. Must not be cached or prefetched. The response shape is our design.
         */
        get: operations["markAllNotificationsRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/notifications/{notification_id}/set-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the caller's notifications read (our addition)
         * @description Our addition: the spec has only mark-all-read, and the notifications page marks one read when it is opened. Marks that notification read when it is the caller's (404 otherwise, whoever it belongs to); a repeat is harmless. The next poll of `/common/new-notifications-messages` answers 200 with a new ETag when the unread count changed.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/new-notifications-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll for notifications and unread chat messages
         * @description Polled every 10 s while signed in, without the loading indicator. Answers the bell menu and the chat badge (names from the spec): `notifications` (the 10 latest, read or not), `unread_notifications_count`, `unread_notifications` (the unread ones, newest first, at most 20, for toasts), `messages` (the latest unread direct chat messages to the caller, newest first, at most 20) and `unread_messages_count`. Every 200 carries an `ETag` (a strong validator of the caller's notification and message state); when the request's `If-None-Match` equals the current ETag the answer is 304 with an empty body and the same ETag. Changes nothing. The response shape is our design.
         */
        get: operations["getNewNotificationsAndMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Announcements for the caller
         * @description The /Announcements page: announcements addressed to the caller's user type (or to everyone) that have not expired, newest first, paged. An `operations_manager` (who posts them) sees every announcement, whatever its audience, expired ones included. The response shape is our design.
         */
        get: operations["listAnnouncements"];
        put?: never;
        /**
         * Post an announcement
         * @description Posts an announcement (our design for the body) to the given user types, or to everyone when `audience` is empty or absent. Only an `operations_manager` posts announcements (our choice); every other role gets 403. The users addressed also get a notification. `expires_at` in the past is a 422. Answers 201 with the announcement.
         */
        post: operations["createAnnouncement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/warning": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active warnings for the caller
         * @description The warning banners shown at the top of the caller's dashboard (our interpretation): notices that are active now and address everyone (e.g. planned maintenance), the caller's user type (e.g. a commission cut-off for agents) or the caller personally (e.g. an overdue invoice, an incomplete profile), most severe first. An empty list when there is nothing to show. The response shape is our design.
         */
        get: operations["listWarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/whats-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What's new in the portal
         * @description The "what's new" feed: product and service news for the caller's user type, newest first, paged, each with its reaction counts and the caller's own reaction. The response shape is our design.
         */
        get: operations["listWhatsNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/whats-new/react": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * React to a what's-new item
         * @description Sets the caller's reaction to a what's-new item (our design for the body). A user has at most one reaction per item: reacting again replaces the previous one. Answers the item's new counts. 404 when the item does not exist or is not addressed to the caller's user type.
         */
        post: operations["reactToWhatsNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/whats-new/unreact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the caller's reaction to a what's-new item
         * @description Removes the caller's reaction to a what's-new item (our design for the body). Idempotent: without a reaction it changes nothing and answers the same counts. 404 when the item does not exist or is not addressed to the caller's user type.
         */
        post: operations["unreactToWhatsNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Frequently asked questions
         * @description The /faq page: the questions and answers meant for the caller's user type, grouped by category in display order, not paged. Optional `q` searches questions and answers; optional `category` keeps one category. The response shape is our design.
         */
        get: operations["listFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/home-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's dashboard data
         * @description One call for the dashboards (/home, /agent_home, /staff_home, /school_counselor_home, /accounts_home; our design): counts for the caller's badges, the focused universities, the latest university updates, announcements and what's-new items. Counts are scoped like every list (a student's own; staff, agents, franchises and school counselors over the students they reach); a count that does not apply to the caller's role is null.
         */
        get: operations["getHomeData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/chats/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the people the caller can chat with
         * @description The /chat screen's left column: the users the signed-in caller can chat with, each with the last message
         *     exchanged and the number of messages from them the caller has not read yet. Ordered by the last message, newest
         *     first; people without any message come last, by name. Who is a connection (our design): a student sees their
         *     assigned staff, their agent and their school counselor; staff, agents, franchises and school counselors see the
         *     students they reach (as for the `student` owner kind) and the staff assigned with them; an operations manager
         *     also sees every staff user. Response shape (our design).
         */
        get: operations["listChatConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/chats/message/{receiver_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the direct messages between the caller and one user
         * @description The conversation between the signed-in caller and `receiver_id`, newest first, paged. The /chat screen polls it
         *     (the path is excluded from the loading indicator): with `since_id` it answers only the messages newer than that
         *     one. Reading does not mark anything read; the SPA calls set-read for that. 403 when `receiver_id` is not one of
         *     the caller's connections, 404 when no such user exists. Response shape (our design).
         */
        get: operations["listChatMessages"];
        put?: never;
        /**
         * Send a direct message to one user
         * @description Sends `message` from the signed-in caller to `receiver_id` (the spec names the `message` field; the optional
         *     attachment is our design) and answers the stored message. The receiver sees it in their connections and in the
         *     polled new-notifications-messages call. 403 when `receiver_id` is not one of the caller's connections, 404 when
         *     no such user exists, 422 when the receiver's account is deactivated.
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/chats/message/set-read/{from_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark read the caller's messages received from one user
         * @description Marks read every direct message the signed-in caller received from `from_user_id` (only the caller's own inbox
         *     is touched, so no ownership check is needed). No body (our design). Answers how many messages changed;
         *     repeating the call is harmless and answers 0. 404 when no such user exists.
         */
        post: operations["markChatMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-application-chat/{student_user_id}/{sa_mapper_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the chat of one application
         * @description The chat thread of one application (`sa_mapper_id`) of a student, shared by the student and everyone working on
         *     the application (assigned staff, the agent or franchise, the school counselor). Newest first, paged; polled
         *     with `since_id` (excluded from the loading indicator). 404 when the application is not that student's.
         *     Response shape (our design).
         */
        get: operations["listApplicationChatMessages"];
        put?: never;
        /**
         * Post a message in the chat of one application
         * @description Posts `message` (1 to 4000 characters) in the application's chat thread and answers the stored message. Body
         *     (our design): `message`, and optionally `attachment_map_id`, a file uploaded for the same student. 404 when the
         *     application is not that student's; 422 when the attachment belongs to another student.
         */
        post: operations["sendApplicationChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-application-timeline/{student_user_id}/{sa_mapper_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status timeline of one application
         * @description Every status change of one application, oldest first: the status and sub-status it moved to, the note written
         *     with it, who made it and when. Shown beside the application chat. Status values are the ones of the
         *     application-status lists (not shown in the spec). 404 when the application is not that student's. Response
         *     shape (our design).
         */
        get: operations["getApplicationTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/task-chat/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the comments of one task
         * @description The chat (comments) of one task between its creator and its assignees, newest first, paged; `since_id` for
         *     polling. Response shape (our design).
         */
        get: operations["listTaskChatMessages"];
        put?: never;
        /**
         * Post a comment on one task
         * @description Posts a message on the task's chat; the task's creator and assignees are notified. Body (our design):
         *     `message`, optional `attachment_map_id`. 422 when the task is in the deleted list.
         */
        post: operations["sendTaskChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-list-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's internal notes chat about one student
         * @description The internal chat about one student that the team opens from the /student_list screen (our design: the spec
         *     gives no id in the path, so the student is the `student_user_id` query). It is internal: the student does not
         *     see it, so the student role is not allowed. Newest first, paged; `since_id` for polling.
         */
        get: operations["listStudentListChatMessages"];
        put?: never;
        /**
         * Post in the team's internal chat about one student
         * @description Posts a message in the internal thread about `student_user_id` (body is our design). Everyone who reaches the
         *     student, except the student, sees it.
         */
        post: operations["sendStudentListChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/whats-app-msg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a WhatsApp message to a student
         * @description Sends a WhatsApp message to a student's mobile through the messaging provider (gupshup; a local adapter when
         *     offline). Body and answer are our design: free `message` text, or an approved `template_name` with its
         *     parameters (exactly one of the two, as many as the template's variables). 422 when the student has no mobile
         *     (`body/student_user_id`), has opted out of WhatsApp (STOP), when the template is not approved
         *     (`body/template_name`) or its parameters do not match (`body/template_params`), or when free text is sent
         *     outside WhatsApp's 24-hour customer-service window (`body/message`: a template is needed then). The message is
         *     queued and sent by a background job, once (the optional `Idempotency-Key` makes a retry answer the first
         *     answer; same key, other body → 409). Messages to students are the portal's own service messages: no credits
         *     are charged (our design).
         */
        post: operations["sendStudentWhatsAppMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/messages/lead/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the messages exchanged with one lead
         * @description The WhatsApp and email messages sent to and received from one lead, newest first, paged; polled with
         *     `since_id` (the path is excluded from the loading indicator). WhatsApp: every outbound message to the lead
         *     (single, broadcast, nurturing) and every inbound message from its number; email: the single mails to the lead
         *     (sendLeadMail) and the campaign mails to a contact made from the lead. Each with its template's name and, when
         *     it failed or bounced, why. Ids of WhatsApp and email messages come from one sequence. Response shape (our
         *     design).
         */
        get: operations["listLeadMessageHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/send-bulk-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one email to several students
         * @description Queues one email to each listed student through the email provider (brevo; SMTP or the local mailbox when
         *     not configured), each one message of the email log (GET /my-lead/mail/email-logs) with its idempotency key,
         *     sent by a background job. Body and answer are our design: up to 500 students, a subject and an HTML body
         *     (scripts, event attributes and javascript: links are stripped). Students without an email, or whose address
         *     unsubscribed, hard-bounced or complained to this sender, are skipped and listed, never charged. Credits (our
         *     design, issue 12): each queued mail holds the caller's email rate, spent when the provider accepts it and
         *     given back when it fails; 422 before anything is queued when the caller's balance does not cover the queued
         *     mails or the daily sending limit (shared with campaigns) is smaller. Every listed student must be reachable
         *     by the caller.
         */
        post: operations["sendBulkMailToStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/speech-to-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transcribe a short audio recording
         * @description Turns a recorded voice note (multipart `file`, as the spec says) into text for the chat and AI message boxes.
         *     At most 10 MB and 120 seconds (our design): a larger file answers 413, a longer one 422. The type is detected
         *     from the file's content (magic bytes), not from its name or declared type: anything that is not WebM, Ogg, MP3,
         *     WAV or MP4/M4A audio answers 422. The file is not stored. Answer (our design).
         */
        post: operations["transcribeSpeech"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/user-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's profile
         * @description The profile of the signed-in caller, for the /Settings and /profile_form screens and the header. Response
         *     shape (our design).
         */
        get: operations["getSignedInUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/user-psm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's profile strength meter
         * @description The spec names this call without explaining "psm"; we read it as the profile strength meter (our design): how
         *     complete a student's profile is, overall and per section, with what is still missing, shown on the student's
         *     dashboard and on /student_details. `{id}` is the student's user id.
         */
        get: operations["getUserProfileStrength"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Changes the caller's password (body is our design). 422 when `current_password` is wrong or when the new
         *     password equals the current one. On success every other session of the user is signed out (their refresh
         *     tokens are revoked); the calling session stays signed in.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the signed-in user's own account
         * @description Closes the caller's own account after the password is confirmed (body is our design). Allowed to people who
         *     hold a personal account: students, agents and school counselors. Staff and franchise accounts are business
         *     accounts and are closed by an operations manager, not by themselves (403). The account is deactivated at once
         *     and every session is signed out; personal data is erased after the retention date answered, while records the
         *     business must keep (invoices, payments, commissions) stay, detached from the person. 422 when the password is
         *     wrong; 409 when a payment of the caller is still in progress.
         */
        post: operations["deleteOwnAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoice-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's invoicing details
         * @description The legal name, tax ids and billing address printed on the invoices raised to the caller (a student) or by the
         *     caller (an agent or franchise invoicing its commission). For accounts staff it is the business's profile: the
         *     supplier printed on every tax invoice and credit note we issue (one profile, shared by accounts staff; our
         *     design). `data` is null until the profile is saved. Response shape (our design).
         */
        get: operations["getInvoiceProfile"];
        put?: never;
        /**
         * Save the caller's invoicing details
         * @description Creates or replaces the caller's invoice profile (body is our design) and answers it; for accounts staff the
         *     business's profile (the supplier on our invoices). Invoices already issued keep the details they were issued
         *     with. A GSTIN needs `state_code`, the GST state code, and is checked against it (its first two digits are the
         *     state code): 422 when they disagree; `state_code` is only for an Indian address (country IN; 422 otherwise).
         */
        post: operations["saveInvoiceProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/lms-accesss-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an access token for the learning system
         * @description Mints a short-lived token with which the SPA calls the learning-system API (its address is configured at build
         *     time). The path keeps the spec's spelling (`accesss`). Minting a token changes no state visible to the user.
         *     422 when the caller has no learning-system account yet (a student is converted first with
         *     convert-student-lms). Response shape (our design).
         */
        get: operations["getLmsAccessToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/convert-student-lms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a student's learning-system account
         * @description Creates the learning-system account of a student (for test preparation and courses) from their portal profile
         *     and answers it. A student may convert themselves; staff, agents and franchises convert the students they reach.
         *     Body is our design. 409 when the student already has one.
         */
        post: operations["convertStudentToLms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/check-lead-exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check whether a lead with this email or mobile exists
         * @description Before a student is created (/common/create-student) or a lead is entered, tells whether a lead with this
         *     email or mobile already exists (query and answer are our design). Give `email`, `mobile` or both (400 with
         *     neither). The lead's id is answered only when the caller reaches that lead, so the call does not reveal other
         *     partners' leads.
         */
        get: operations["checkLeadExistsByContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/save-user-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the signed-in user's address
         * @description Creates or replaces the caller's postal address (body is our design) and answers it. `state_id` must be a state
         *     of `country_id` and `city_id` a city of that state: 422 otherwise. A city not in the list is given as
         *     `city_name` instead of `city_id`.
         */
        post: operations["saveUserAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/user-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user's address
         * @description The caller's postal address; `data` is null until one is saved. Response shape (our design).
         */
        get: operations["getUserAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every document type
         * @description The DocumentTypes reference list kept app-wide (loaded after sign-in): every non-visa document type, including
         *     the ones staff upload for a student (offer letters, for example). Response shape (our design).
         */
        get: operations["listDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the document types a student uploads
         * @description The StudentDocumentTypes reference list: the non-visa document types a student is asked to upload themselves
         *     (our design of the difference with document-types).
         */
        get: operations["listStudentDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/visa-document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every visa document type
         * @description The VisaDocumentTypes reference list, every visa document type (response shape is our design).
         */
        get: operations["listVisaDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-visa-document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visa document types a student uploads
         * @description The StudentVisaDocumentTypes reference list: the visa document types a student uploads themselves (our design
         *     of the difference with visa-document-types).
         */
        get: operations["listStudentVisaDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/document/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sample documents
         * @description The sample documents of the /sample_document screen (a model SOP, CV, letter of recommendation...), optionally
         *     for one document type. Query and response are our design.
         */
        get: operations["listDocumentSamples"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's document checklist
         * @description The /documents screen: for each student document type, whether it is required for this student, whether it is
         *     uploaded, and the files uploaded for it. `{id}` is the student's user id. Response shape (our design).
         */
        get: operations["getStudentDocumentChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-visa-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's visa document checklist
         * @description As the document checklist, for the student visa document types. `{id}` is the student's user id. Response
         *     shape (our design).
         */
        get: operations["getStudentVisaDocumentChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-required-docs/{id}/{course_level_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the documents a student needs for a course level
         * @description The document types required to apply at one course level (a master's asks for degree transcripts, for
         *     example), each with whether this student has uploaded it. `{id}` is the student's user id; 404 when the course
         *     level does not exist. Response shape (our design).
         */
        get: operations["listStudentRequiredDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/uploaded-doc-for-student/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the files uploaded for a student
         * @description Every non-visa document file uploaded for the student (not removed), newest first. `{id}` is the student's
         *     user id. Response shape (our design).
         */
        get: operations["listUploadedStudentDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/uploaded-visa-doc-for-student/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the visa files uploaded for a student
         * @description Every visa document file uploaded for the student (not removed), newest first. `{id}` is the student's user id.
         *     Response shape (our design).
         */
        get: operations["listUploadedStudentVisaDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/remove-doc-for-student/{id}/{map_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a document file of a student
         * @description Removes one uploaded document file (`map_id`) of the student `{id}`; no body (our design). The file is kept
         *     out of every list and its download address stops working. 404 when the file is not that student's, or is a
         *     visa document (use remove-visa-doc-for-student); 409 when it is already removed; 422 when it was sent with a
         *     submitted application and is therefore locked. School counselors only view documents.
         */
        post: operations["removeStudentDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/remove-visa-doc-for-student/{id}/{map_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a visa document file of a student
         * @description As remove-doc-for-student, for a visa document file; no body (our design). 404 when the file is not that
         *     student's or is not a visa document; 409 when already removed; 422 when it was sent with a submitted visa
         *     application and is locked.
         */
        post: operations["removeStudentVisaDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/upload-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file for a student
         * @description Stores one file (multipart `file`) for a student and answers the stored document with its `map_id`. The
         *     routing fields are in the query string, not in the multipart body (our design), so that the server checks the
         *     role, the validity of the request and the caller's access to the student before it reads a single byte of the
         *     file. `kind` says what the file is: `document` and `visa_document` need a `document_type_id` of the matching
         *     list (400 without it; 422 when the type is not of that list); `feature_doc` (a file delivered with a service
         *     feature, attached afterwards with add-feature-doc; staff only, 403 for other roles) and `chat_attachment` (sent
         *     afterwards in a chat message as `attachment_map_id`) take no `document_type_id` (400 with one). Every file is
         *     filed under a student, so the `document` owner kind applies to every `map_id`. At most 10 MB (413). The type is
         *     detected from the content (magic bytes), never from the file name or the declared part type: PDF, JPEG, PNG,
         *     and for `feature_doc` and `chat_attachment` also DOCX; anything else answers 422. The answered `mime_type` is
         *     the detected one.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-file/{map_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a stored file of a student (our addition)
         * @description Answers the bytes of one stored file (`map_id`, any upload kind) as an attachment: `Content-Disposition:
         *     attachment` with the uploaded name (sanitised; the extension of the detected type is added when the name lacks
         *     it), the detected type as Content-Type and `X-Content-Type-Options: nosniff`. The `url` of a DocumentFile
         *     points here. The spec names no download call and its file host is not ours; this one is (our addition). The
         *     caller must reach the file's student as for the `document` owner kind; a removed file is 404.
         */
        get: operations["downloadStudentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/add-feature-doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a delivered document to a student's service feature
         * @description Attaches a file uploaded with `kind=feature_doc` to one feature of a service the student availed (a reviewed
         *     SOP, a CV, a visa file...), so the student finds it with the feature. Staff who deliver services only. Body and
         *     answer are our design. 422 when the file was not uploaded as `feature_doc`, is filed under another student, or
         *     the feature is not part of a service the student availed; 409 when the file is already attached.
         */
        post: operations["addFeatureDoc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/feature-doc/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the documents delivered to a student with service features
         * @description The documents attached to the features of the services a student availed, newest first, optionally for one
         *     feature. `{id}` is the student's user id (our reading of the spec's bare id). Response shape (our design).
         */
        get: operations["listFeatureDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/save-time-spent-on-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a page-tracking event
         * @description Records one tracking event of the spec (start, a heartbeat every 15 s, end) for the signed-in user; the body
         *     is exactly the spec's tracking event. `user_id` must be the caller's own id (403 for another user's, 404 for
         *     no user). The SPA ignores failures.
         *
         *     No double counting: an event is identified by its natural key (`session_id`, `visit_id`, `page_key`,
         *     `started_at`, `event`, `ended_at`), where `started_at` is when the page view began (the same on every event of
         *     that view) and `ended_at` is when this event was emitted (equal to `started_at` on `start`). A repeated event
         *     (a retried heartbeat, an end sent both on pagehide and on visibilitychange) is answered 200 with
         *     `duplicate: true` and its deltas are not added again; only the first `end` of a page view counts.
         *
         *     Content types: the SPA may send the event as a beacon, so a `text/plain` body holding the same JSON text is
         *     accepted as well as `application/json`, validated against the same schema. Note that `navigator.sendBeacon`
         *     cannot set the Authorization header, and this call needs the bearer token like every common call: the SPA
         *     sends the final event with `fetch(..., { keepalive: true })` and the header (the same beacon semantics). 422
         *     when `ended_at` is before `started_at`.
         */
        post: operations["saveTimeSpentOnPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/time-spent-on-page/{student_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time a student spent on each page
         * @description Not in the spec's call list: the spec records page-tracking events (save-time-spent-on-page) but names no call
         *     that reads them back. Answers, for one student and the events emitted from `from` (inclusive) to `to`
         *     (inclusive, both calendar dates in UTC), the active and idle time per page key, the number of page views and
         *     of events, the most active page first. Repeated events were never stored twice, so nothing is counted twice.
         *     Defaults: the last 30 days up to today. 422 when `to` is before `from` or the range is over 366 days. Who may
         *     read it: the student themself and those who reach the student (as for the `student` owner kind).
         */
        get: operations["getTimeSpentPerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/agent-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chat with the AI agent as a visitor
         * @description The public site's chat with the AI agent: a visitor (no account needed) sends a message and gets the
         *     assistant's reply. The first call omits `session_id`; the answer carries a new anonymous session id that the
         *     SPA sends with the next messages so the assistant keeps the context (sessions expire after 24 hours of
         *     silence, after which a new one is answered). Body and answer are our design. Rate-limited per client address
         *     and per session (429).
         */
        post: operations["sendPublicAgentChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/agent/create-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an AI counselor-assistant session
         * @description Not in the spec's call list: the spec implies this call through its loading-indicator exclusions
         *     (`agent/create-session`). Starts a session of the AI chat (/{brand}-gpt, here /unipath-gpt, in `gpt` mode) or
         *     of the Counselor Assistant (/ai-chat, `counselor_assistant` mode, non-student roles only: 403 for a student),
         *     optionally about one student, and answers its id. Body and answer are our design.
         */
        post: operations["createAiSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/agent/store-gpt-chat-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store one turn of an AI chat
         * @description Not in the spec's call list: the spec implies this call through its loading-indicator exclusions
         *     (`agent/store-gpt-chat-log`). Stores one turn (the user's question or the assistant's answer) of an AI chat
         *     session started with create-session, so the conversation can be reviewed and resumed. Body and answer are our
         *     design. The session must be the caller's own (a session is not an owner kind: the service checks it, 404 when
         *     it does not exist, 403 when it is someone else's).
         */
        post: operations["storeAiChatLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student/course/application/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the AI about a student's course application
         * @description Not in the spec's call list: the spec implies this call through its loading-indicator exclusions
         *     (`student/course/application/chat`). A chat with the AI assistant about one of a student's course applications
         *     (its course, university, requirements, documents and status are given to the assistant as context): the caller
         *     sends a message and gets the reply. The first call omits `session_id`; the answer carries it for the next
         *     turns (a session of another application or user answers 422). Body and answer are our design. Rate-limited
         *     (429).
         */
        post: operations["sendAiApplicationChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/assigned-student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the students the caller works with
         * @description The student list of every non-student user (/student_list and the app-wide assigned-students list loaded after
         *     sign-in): the students the caller reaches, as for the `student` owner kind (staff: their assigned students;
         *     agents and franchises: the students they recruited, a master franchise also those of its area franchises;
         *     school counselors: their linked students; operations managers and accounts: every student). Newest first.
         *     Filters and response shape (our design).
         */
        get: operations["listAssignedStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-assigned-staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the staff assigned to a student
         * @description Who works with the student `{id}` (a student's user id): the assigned staff (counselor, operations, visa,
         *     student support, operations manager) with their contact details, plus the recruiting agent or franchise and
         *     the school counselor. Shown on /student_details and on the student's home. Response shape (our design).
         */
        get: operations["getStudentAssignedStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's details
         * @description The overview of the student `{id}` (a student's user id) for /student_details/{student_user_id}: contact,
         *     preferences, linked agent and school counselor, counts, and the pre-application checklist. A student reads
         *     their own; accounts read it for invoicing. Response shape (our design).
         */
        get: operations["getStudentDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-services-availed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the services a student availed
         * @description The services-availed flags of the spec (user_automation_avail, user_messages_avail, user_emails_avail) for the
         *     student `{id}` (a student's user id), plus every service the student bought with its plan, its features and
         *     their completion, and its final delivery. Used by /services, /student_details and by accounts for service
         *     invoices. Response shape (our design).
         */
        get: operations["getStudentServicesAvailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-final-delivery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the final delivery of a service to a student
         * @description `{id}` is the student's user id (our decision: the spec does not say; it makes the call subject to the usual
         *     student ownership check); the body names which of the services the student bought was delivered (our design).
         *     The service becomes `delivered` with who and when; it can then be invoiced. 422 when the student did not buy
         *     that service (field body/service_id) or delivered_on is in the future; 409 when the final delivery is already
         *     recorded. Staff only.
         */
        post: operations["recordServiceFinalDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/mark-feature-completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a feature of a student's service completed
         * @description Records that one feature (deliverable) of a service the student bought is done, with who and when and an
         *     optional note (body is our design). 422 when the student did not buy the service or the feature is not part of
         *     it (the field is named); 409 when the feature is already completed. Staff only.
         */
        post: operations["markFeatureCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/completed-features/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the completed features of a student's services
         * @description Every completed feature of the services the student `{id}` (a student's user id) bought, newest first, with
         *     who completed it. Response shape (our design).
         */
        get: operations["listCompletedFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/save-application-checklist-info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a student's pre-application checklist
         * @description Sets items of the pre-application checklist of the student `{id}` (a student's user id): passport,
         *     transcripts, English test score, SOP, LORs, CV, financial documents, application fee, portfolio, other
         *     documents, each done or not with a note (body is our design). Items left out keep their state. Answers the
         *     whole checklist, also shown in student-details. 422 when a key is given twice.
         */
        post: operations["saveApplicationChecklistInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student/{id}/active-status/{status}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a student active or inactive
         * @description Sets the account of the student `{id}` (a student's user id) active or inactive, the value in the path as the
         *     spec has it. An inactive student cannot sign in (their sessions end) and is left out of the default lists. No
         *     body. Setting the status the student already has changes nothing and answers 200. Who (our design):
         *     counselors, operations, operations managers, and the agent or franchise that recruited the student.
         */
        post: operations["setStudentActiveStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/create-student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a student account
         * @description Creates a student account on behalf of the student (body is our design). The new student is linked to the
         *     caller: an agent or franchise becomes their recruiter, a school counselor their school counselor, a staff
         *     member is assigned to them. With send_welcome_email the student gets a link to set their password. 409 when
         *     the email is already registered; 422 when a referenced city, country or course level does not exist.
         */
        post: operations["createStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/save-assess-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a student's profile assessment
         * @description Saves the profile assessment of a student (the /test screen and the counselling intake): highest qualification
         *     and result, English test, experience, gaps, preferences and budget (body is our design). A student saves their
         *     own; each save is kept as a new assessment. 422 for an English score outside the range of its test, or a
         *     reference that does not exist.
         */
        post: operations["saveAssessUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/recommend-course-students/{course_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recommend a course to students
         * @description Adds the course to the University Preference list (/recommendations) of each student in student_user_ids (the
         *     spec names the field), each a student the caller reaches. Students who already have it are reported and left
         *     unchanged. The note is our design. 404 when the course does not exist.
         */
        post: operations["recommendCourseToStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/remove-recommendation/{student_user_id}/{course_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a course from a student's recommendations
         * @description Removes the course from the recommendations of the student. The student may remove it from their own list too.
         *     No body. 404 when the student has no such recommendation.
         */
        post: operations["removeRecommendation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/recommendations-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count recommendations
         * @description For a student: how many courses are on their recommendations list (the menu badge). For others: with
         *     student_user_id, that student's count; without, how many recommendations the caller made. Response shape (our
         *     design).
         */
        get: operations["countRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/recommendations/{student_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a student's recommended courses
         * @description Not in the spec's call list: the spec has recommend-course-students, remove-recommendation and
         *     recommendations-count but no call that lists the courses on a student's University Preference page
         *     (/recommendations). Answers every course recommended to the student, newest first, with its university, level,
         *     tuition in local currency and USD, intakes, who recommended it, when, and the note. Response shape (our design).
         */
        get: operations["listRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/psm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's profile strength meter, item by item
         * @description PSM read as the profile strength meter, as GET /common/user-psm/{id} reads it (the spec does not explain it):
         *     for the student `{id}` (a student's user id), the overall percent and per section its weight, percent and the
         *     individual checks done or not, for the counselor's view on /student_details. Response shape (our design).
         */
        get: operations["getStudentPsm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a student's applications
         * @description Every application of the student `{id}` (a student's user id), newest first: the /application screen of a
         *     student and the applications tab of /student_details. Response shape (our design).
         */
        get: operations["listStudentApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications
         * @description The /student_applications list: the applications of the students the caller reaches (a student: their own),
         *     newest change first, with filters. Filters and response shape (our design).
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Apply to a course
         * @description OUR ADDITION (the spec lists no call that creates an application): a student applies to a course for an
         *     intake, or staff, an agent or a franchise applies on behalf of a student they reach. The application starts in
         *     `applied` and its timeline records who created it and when. 409 when the student already has an open (not
         *     closed) application for the same course, intake and intake year; 422 when the course does not exist or does
         *     not offer that intake, or the intake is in the past (the field is named).
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/stale-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications stuck in their status
         * @description Open applications (not closed, not enrolled) of the students the caller reaches whose status has not changed
         *     for at least `days` days, longest-waiting first: a dashboard list for follow-up (our design, as is the
         *     response).
         */
        get: operations["listStaleApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/app-status-count-by-university": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count applications per university and status
         * @description Dashboard widget: for each university, the number of applications of the students the caller reaches, in total
         *     and per status; most applications first. 422 when from is after to. Response shape (our design).
         */
        get: operations["countApplicationStatusesByUniversity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/app-count-by-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count applications per status
         * @description Dashboard widget: the number of applications of the students the caller reaches per current status. 422 when
         *     from is after to. Response shape (our design).
         */
        get: operations["countApplicationsByStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/app-count-by-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count applications per month
         * @description Dashboard chart: applications created per calendar month (server time zone) over the last `months` months, the
         *     current one included, for the students the caller reaches; with status, only those now in that status.
         *     Response shape (our design).
         */
        get: operations["countApplicationsByTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/offer-letter-not-accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List offers the students have not accepted
         * @description Applications of the students the caller reaches that are in conditional_offer or unconditional_offer (an offer
         *     letter received, not accepted yet), longest waiting first: a dashboard follow-up list. Response shape (our
         *     design).
         */
        get: operations["listOfferLetterNotAccepted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/deposit-payable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applications with a deposit to pay
         * @description Applications of the students the caller reaches in offer_accepted (the offer is accepted, the tuition deposit
         *     not paid yet), nearest due date first: a dashboard list for staff, partners and accounts. Response shape (our
         *     design).
         */
        get: operations["listDepositPayable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/application-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the application statuses and their transitions
         * @description OUR ADDITION (the spec lists no such call; it fetches status lists but shows neither the values nor the
         *     transitions): every application status in pipeline order with its label, its sub-statuses and the statuses it
         *     may move to next. The server owns this data; the SPA shows labels and offers only the allowed next statuses.
         */
        get: operations["listApplicationStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/applications/{sa_mapper_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an application to its next status
         * @description OUR ADDITION (the spec lists no call that changes an application's status): staff move the application to one
         *     of the allowed next statuses of its current status (GET /common/application-statuses), with an optional
         *     sub-status of the new status and a note. The body carries expected_status, the status the caller saw: 409 when
         *     the application changed meanwhile. 422 when the transition is not allowed or the sub-status does not belong to
         *     the new status. The timeline records the new status, sub-status, note, who and when.
         */
        post: operations["changeApplicationStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/sop-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's SOP answers
         * @description The statement-of-purpose questionnaire of a student: every question (the server owns them) with the answer so
         *     far. Response shape (our design).
         */
        get: operations["getSopAnswers"];
        put?: never;
        /**
         * Save a student's SOP answers
         * @description Saves answers of the SOP questionnaire (body is our design); questions left out keep their answers. Answers
         *     the whole questionnaire. 422 when a question_id is unknown or given twice, or an answer is longer than its
         *     question's max_length (the field is named).
         */
        post: operations["saveSopAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/question-response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's counselling questionnaire with the answers so far
         * @description OUR ADDITION (the spec lists only the call that saves an answer, and no call that shows the questions): every
         *     question of the counselling questionnaire (the server owns them) in order, with its kind, its options and the
         *     student's answer so far (null while unanswered), so that the questions can be shown and answered with
         *     saveQuestionResponse. Response shape (our design).
         */
        get: operations["listQuestionResponses"];
        put?: never;
        /**
         * Answer a question of the counselling questionnaire
         * @description Saves (or replaces) a student's answer to one question of the counselling questionnaire, free text or chosen
         *     options (body is our design). 422 when the question does not exist, the answer kind does not fit it, or an
         *     option is not one of the question's.
         */
        post: operations["saveQuestionResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-qualifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS academic qualifications of a student
         * @description Replaces the academic qualifications section of the Additional Information Sheet (/ais) of a student with the
         *     list given (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express
         *     (dates in order, dates not in the future, fields that depend on each other, countries that exist) are a 422
         *     naming the field, e.g. `body/items/0/end_date`. Answers the saved section.
         */
        post: operations["saveAisQualifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-gaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS study gaps of a student
         * @description Replaces the study gaps section of the Additional Information Sheet (/ais) of a student with the list given
         *     (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express (dates in
         *     order, dates not in the future, fields that depend on each other, countries that exist) are a 422 naming the
         *     field, e.g. `body/items/0/to_date`. Answers the saved section.
         */
        post: operations["saveAisGaps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-certifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS certifications of a student
         * @description Replaces the certifications section of the Additional Information Sheet (/ais) of a student with the list
         *     given (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express (dates
         *     in order, dates not in the future, fields that depend on each other, countries that exist) are a 422 naming
         *     the field, e.g. `body/items/0/expires_on`. Answers the saved section.
         */
        post: operations["saveAisCertifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-travel-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS travel history of a student
         * @description Replaces the travel history section of the Additional Information Sheet (/ais) of a student with the list
         *     given (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express (dates
         *     in order, dates not in the future, fields that depend on each other, countries that exist) are a 422 naming
         *     the field, e.g. `body/items/0/to_date`. Answers the saved section.
         */
        post: operations["saveAisTravelHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-work-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS work history of a student
         * @description Replaces the work history section of the Additional Information Sheet (/ais) of a student with the list given
         *     (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express (dates in
         *     order, dates not in the future, fields that depend on each other, countries that exist) are a 422 naming the
         *     field, e.g. `body/items/0/to_date`. Answers the saved section.
         */
        post: operations["saveAisWorkHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-visa-rejections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS visa rejections of a student
         * @description Replaces the visa rejections section of the Additional Information Sheet (/ais) of a student with the list
         *     given (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express (dates
         *     in order, dates not in the future, fields that depend on each other, countries that exist) are a 422 naming
         *     the field, e.g. `body/items/0/rejected_on`. Answers the saved section.
         */
        post: operations["saveAisVisaRejections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais-family-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the AIS family details of a student
         * @description Replaces the family details section of the Additional Information Sheet (/ais) of a student with the list
         *     given (at most 20 items; an empty list clears it). Body is our design. Rules JSON Schema cannot express (dates
         *     in order, dates not in the future, fields that depend on each other, countries that exist) are a 422 naming
         *     the field, e.g. `body/items/0/income_currency`. Answers the saved section.
         */
        post: operations["saveAisFamilyDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/ais/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a student's Additional Information Sheet
         * @description All seven sections of the AIS of the student `{id}` (a student's user id): qualifications, gaps,
         *     certifications, travel history, work history, visa rejections and family details. Response shape (our design).
         */
        get: operations["getAis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/save-search-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a completed search
         * @description Records a search the user ran (text, filters, how many results) in their search history, which counselors see
         *     to understand what a student looks for (body is our design). Failures are ignored by the SPA.
         */
        post: operations["saveSearchRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/search-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a search text
         * @description Analytics: logs a text typed into a search box (body is our design). Sent in the background (the path is
         *     excluded from the loading indicator); failures are ignored.
         */
        post: operations["logSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/filter-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log a search filter change
         * @description Analytics: logs a filter applied, removed or cleared on a search screen (body is our design). Sent in the
         *     background (excluded from the loading indicator); failures are ignored.
         */
        post: operations["logFilter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's tasks
         * @description The /tasks views and the dashboards' tasks due: the tasks assigned to the caller (those they made for
         *     themselves included). Without filter the open tasks; filter important (open and important), completed or
         *     deleted, and tag low, medium or high, as the /tasks/{filter} and /tasks/tag/{tag} routes. Soonest due date
         *     first (no date last), then high before medium before low, then oldest first. A student holds tasks too (our
         *     choice): those staff, their agent or school counselor assigned to them, and those they made for themselves.
         *     Response shape (our design).
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create or update a task
         * @description Creates a task, or updates the task named by task_id (the caller created it or it is assigned to them); an
         *     update replaces every field given and resets the ones left out to their defaults. Body is our design. status
         *     completed closes it, open reopens it; deleting goes through GET /common/tasks/{user_id}, and a deleted task
         *     can no longer be changed (409). Answers 201 on creation and 200 on update; the assignee, when it is not the
         *     caller, gets a notification.
         *
         *     Who may assign to whom (our choice): anyone to themself; staff (counselor, operations, visa, student support,
         *     operations manager) and accounts to every staff and accounts user; a master franchise to its area franchises
         *     (the users of GET /common/tasks-users); and every non-student to a student they reach (as for the `student`
         *     owner kind; the students of GET /common/tasks-students). A student assigns only to themself. Any other
         *     assigned_to is a 422 naming body/assigned_to; an update may always keep the task's current assignee.
         *     student_user_id must name a student the caller reaches (403 when not theirs, 404 when there is no such
         *     student), unless an update keeps the task's current one: the assignee of a task about a student they do not
         *     reach can still work on it. A new task due before today (today anywhere on Earth, so before the date in
         *     UTC-12) is a 422 naming body/due_date; an update may keep a past date.
         */
        post: operations["saveTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/tasks-assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tasks the caller assigned to others
         * @description The /tasks-assigned view: tasks the caller created and assigned to someone else, with the same filter and tag
         *     as /common/tasks. Response shape (our design).
         */
        get: operations["listAssignedTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/tasks/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's tasks, optionally deleting one first
         * @description The spec names this GET twice (list and delete), so it is one operation (see openapi/README.md). Without
         *     delete_task_id it lists the tasks assigned to `user_id` (the caller, or a user they manage: an operations
         *     manager reaches every staff user, a master franchise its area franchises). With delete_task_id it FIRST moves
         *     that task to the deleted list (status deleted, a soft delete; a GET that changes state, as the spec has it)
         *     and then answers the same list with deleted_task_id set. The task must be the caller's (they created it or it
         *     is assigned to them): 403 otherwise, 404 when it does not exist. Deleting an already deleted task changes
         *     nothing (deleted_task_id is set all the same). A HEAD request (which Fastify answers for every GET) never
         *     deletes. A student lists and deletes their own tasks (user_id is then their own id).
         */
        get: operations["listOrDeleteUserTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/tasks-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users the caller may assign tasks to
         * @description The assignee picker of the task form: the caller first, then (our design) for staff and accounts every staff
         *     and accounts user, for a master franchise its area franchises; agents, area franchises, school counselors and
         *     students only themselves. Active accounts only, by first and last name; `q` narrows the list (the caller
         *     included). The students a non-student may also assign to are those of GET /common/tasks-students; they are
         *     not repeated here.
         */
        get: operations["listTaskUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/tasks-students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the students a task can be about
         * @description The student picker of the task form: the students the caller reaches (as for the `student` owner kind), by
         *     name. Response shape (our design).
         */
        get: operations["listTaskStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/razorpay-payment/make/{student_user_id}/{plan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a card payment of a plan for a student (razorpay)
         * @description Creates a payment transaction for the student's plan and answers what the SPA needs to open the card checkout
         *     (201; a change through GET: the spec's method is kept). The server computes the amount from the plan's price,
         *     the coupon `cc_id` (checked as verify-coupon does) and `part_payment` (the plan's first instalment, only when
         *     the plan allows it; 422 otherwise). The browser never sends an amount: there is no amount parameter, and any
         *     amount in the checkout is the server's. When a first instalment of this plan is already paid, make charges
         *     the remaining balance (then `part_payment` must be false; 422 otherwise); when the plan is already fully paid
         *     for the student, 409. A total of 0 after the coupon is refused with 422 (nothing to pay).
         *
         *     `url` is where the provider sends the browser back; it must be an address on our own web origin (422 for any
         *     other origin). The checkout (`data.checkout`, a oneOf by `provider`) is `razorpay` with the real adapter: the
         *     SPA opens the checkout with `key_id`, `order_id`, `amount` (minor units) and `currency`; its handler (or, in
         *     redirect mode, the browser at `callback_url` = `url` with `transaction_id` added) then calls
         *     /common/razorpay-payment/verify/{transaction_id} with the three `razorpay_*` fields. With the local (offline)
         *     adapter the checkout is `sandbox`: the SPA sends the browser to `redirect_url`, a page on our origin where the
         *     tester picks success, failure or cancel; it comes back to `url` with `transaction_id`, `outcome` and
         *     `signature` in the query, which the SPA passes to verify.
         *
         *     Who may pay: a student for themself, and agents, franchises and staff (counselor, operations, visa, student
         *     support, operations manager, accounts) for a student they reach (owner kind `student`). School counselors do
         *     not start payments (our design). Rate limited (429).
         *
         *     One open payment per student and plan (our design): while one is pending and not expired, a make that asks
         *     for the same (same path, `part_payment` and `cc_id`, whoever calls) answers that transaction again (201, the
         *     same `transaction_id`, amount and checkout, the provider's order included), and one that asks for something
         *     else is refused with 409 naming the open transaction until it is answered, cancelled or expired; concurrent
         *     makes open one transaction. An open payment whose 60 minutes have passed is closed (`expired`) by the next
         *     make. An open payment holds the use of its coupon: a make with a coupon whose remaining uses (in all, or for
         *     the student) are held by other open payments is refused with 422 naming them, before any money moves.
         */
        get: operations["startRazorpayPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/razorpay-payment/verify/{transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a card payment (razorpay) and record its outcome
         * @description Records what the provider answered for the transaction and answers its state (a change through GET: the
         *     spec's method is kept). The provider's answer comes as query parameters: from the card checkout
         *     `razorpay_payment_id`, `razorpay_order_id` and `razorpay_signature` (all three or none; 400 for a partial set);
         *     from the sandbox page `outcome` and `signature` (both or none). The server checks the signature with its
         *     secret (razorpay: HMAC-SHA256 of `order_id|payment_id`; sandbox: HMAC-SHA256 of
         *     `transaction_id|outcome|amount|currency` with the local adapter's secret). Without an answer in the query, the
         *     real adapter asks the provider about the transaction's order (server to server) and records a concluded
         *     outcome; otherwise the state is answered as it is (`pending`).
         *
         *     The state moves once: pending → paid, failed or cancelled; a final state never changes (an `expired`
         *     transaction that the provider reports captured later is still recorded). The call is idempotent: verifying
         *     again, or replaying the same answer, changes nothing and answers the same data (the same `paid_at`). Money is
         *     applied once: a paid answer for a plan (or an order's balance) that is already paid, or whose coupon has no use
         *     left for it (its limits in all and per student are checked as the payment is recorded), is not added to the
         *     order; the transaction becomes `refund_due` (kept with the reason, who verified and when; accounts are told)
         *     and this and every later verify of it answer 409 with the reason. Never marked paid (and nothing changes): a
         *     signature that does not verify → 422; an answer
         *     for another order (`razorpay_order_id` not this transaction's order), a different amount or currency than
         *     the transaction's, a transaction started with another provider, or an answer that contradicts a final state
         *     already recorded → 409. When the transaction becomes paid, the plan's service is recorded as availed for the
         *     student, a shop order is created (or, for a later instalment, updated) and the plan leaves the payer's cart.
         *     Who may call: the roles of make, for a transaction of a student they reach or that they started (owner kind
         *     `payment`).
         */
        get: operations["verifyRazorpayPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/payu-payment/make/{student_user_id}/{plan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a gateway payment of a plan for a student (payu)
         * @description As /common/razorpay-payment/make, through the second gateway (201; a change through GET: the spec's method is
         *     kept). The amount comes from the plan, the coupon `cc_id` and `part_payment`, never from the browser (no
         *     amount parameter); the same 404/409/422 rules apply. There is no `url`: the gateway's return addresses
         *     (`surl`, `furl`) are our web origin's checkout page (/shop/checkout?transaction_id=…), set by configuration.
         *     With the real adapter the checkout is `payu`: the SPA builds a form with `method` POST to `action` (the
         *     gateway's form address) holding every entry of `fields` as a hidden input (key, txnid = transaction_id,
         *     amount, productinfo, firstname, email, phone, surl, furl, udf1–udf5 and the SHA-512 `hash`, all made by the
         *     server) and submits it. The gateway posts its answer to `surl`/`furl`; the web host of the SPA turns that form
         *     post into a GET of the same page with the posted fields in the query (our design), and the SPA calls
         *     /common/payu-payment/verify/{transaction_id} with them. With the local adapter the checkout is `sandbox`, as
         *     for razorpay (the browser comes back to /shop/checkout). Same roles and ownership as the razorpay make, and
         *     the same rule of one open payment per student and plan (the path is part of what must match) and of coupon
         *     uses held by open payments. Rate limited (429).
         */
        get: operations["startPayuPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/payu-payment/verify/{transaction_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a gateway payment (payu) and record its outcome
         * @description As /common/razorpay-payment/verify, for the second gateway (a change through GET: the spec's method is kept;
         *     idempotent, the state moves once). The gateway's answer comes as query parameters: `mihpayid`, `status`,
         *     `hash` and the fields it echoes (`txnid`, `amount`, `productinfo`, `firstname`, `email`, `udf1`–`udf5`, `key`,
         *     and `additionalCharges` when it sent one), plus informative ones (`mode`, `bank_ref_num`, `bankcode`,
         *     `unmappedstatus`, `error`, `error_Message`); other query parameters are refused (400). `mihpayid`, `status`,
         *     `hash` and `txnid` come together or not at all (400 for a partial set); the sandbox page sends `outcome` and
         *     `signature` instead. The server recomputes the reverse hash (SHA-512 of
         *     `salt|status||||||udf5|…|udf1|email|firstname|productinfo|amount|txnid|key`, with `additionalCharges|` in
         *     front when present) and, with the real adapter, also confirms the outcome with the gateway's verification API
         *     (server to server) before marking paid; without an answer in the query only that confirmation is made.
         *     Gateway status `success` → paid; `failure` → failed, or cancelled when `unmappedstatus` is userCancelled;
         *     `pending` → stays pending. Never marked paid (and nothing changes): a hash or signature that does not verify
         *     → 422; `txnid` not this transaction, an amount or currency different from the transaction's, a transaction
         *     of another provider, or an answer that contradicts a final state → 409. Money is applied once, as for the
         *     razorpay verify (`refund_due` and 409 for a paid answer that cannot be applied). Same roles and ownership as
         *     the razorpay verify.
         */
        get: operations["verifyPayuPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/coupon-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the coupon codes
         * @description Every coupon code with its discount, validity and usage (the coupon screens of accounts and the counselors
         *     who assign coupons). Coupons are created and edited outside these calls (administration). Filters and the
         *     response are our design. Agents and franchises hand out coupons too (issue 13): for them the list holds only
         *     the coupons they may hand out — restricted to assigned students (`assigned_only`) and in force today (active,
         *     within their dates) — whatever `active` says (our design). Not for students: they see the coupons they may use
         *     through available-coupons.
         */
        get: operations["listCouponCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/assigned-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the coupons assigned to students
         * @description Coupon assignments: for a student, the coupons assigned to them; for other roles, the assignments to the
         *     students they reach (owner kind `student` rules), optionally for one student. Each row says whether the
         *     coupon was used and by which transaction. Newest first. Filters and response are our design.
         */
        get: operations["listAssignedCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/available-coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the coupons a student can use now
         * @description The coupons the student can apply at checkout today: active, within their validity, with uses left, open to
         *     every student or assigned to this one, and (when `plan_id` is given) valid for that plan, with the discount
         *     each gives on the plan. The student is the caller for a student; other payer roles must name a student they
         *     reach with `student_user_id` (422 without it). Not paged (a short list). Response is our design.
         */
        get: operations["listAvailableCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/verify-coupon/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a coupon code for a plan
         * @description Checks a code typed at checkout and answers the discount it gives on the plan `plan_id` and the amount left
         *     to pay. Nothing is reserved or used: the coupon is used only when a payment made with its `cc_id` becomes
         *     paid. 404 when no coupon has this code (case-insensitive); 422 when it exists but cannot be used here
         *     (inactive, not yet valid, expired, no uses left, not valid for this plan, assigned to other students
         *     only, or the plan's price is below the coupon's minimum order — "the coupon needs an order of at least
         *     ₹1,000.00"), with the reason in the message and on the field `path/code`. The student is the caller for a student; other payer roles name a
         *     student they reach with `student_user_id` (422 without it). Response is our design.
         */
        get: operations["verifyCoupon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/assign-coupon-student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a coupon to students
         * @description Assigns the coupon `cc_id` to one or more students (each must be reachable by the caller, owner kind
         *     `student`), so that it shows in their available coupons (and, for a coupon restricted to assigned students,
         *     becomes usable by them). Students who already have it are skipped and listed in `already_assigned`. 404 when
         *     the coupon does not exist; 422 when it is inactive or expired, or when its remaining uses are fewer than the
         *     new assignments. Counselors, operations managers and accounts assign coupons (our design); agents and
         *     franchises hand out coupons to the students they reach (issue 13), but only the ones their list shows —
         *     restricted to assigned students and in force — else 422 on `body/cc_id`, like an inactive coupon (our design). A student the caller does
         *     not reach is refused with 403 naming `student_user_ids`. The body and the response are our design.
         */
        post: operations["assignCouponToStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the payments due to universities
         * @description The tuition, deposit and application-fee payments a student owes or has made to universities (paid through
         *     the transfer provider, flywire, or directly), with their due date and state. For a student, their own; for
         *     other roles, those of the students they reach, optionally for one student. Due first by due date, then paid
         *     ones newest first. The spec shows neither parameters nor response; both are our design: the payments come from
         *     the tuition deposits of applications that reached an accepted offer (kept in step with the application by a
         *     background job) and from staff (recordUniversityPayment); docs/transfers.md. Amounts are integer minor units. A
         *     `student_user_id` of no student is 404, of a student the caller does not reach 403.
         */
        get: operations["listUniversityPayments"];
        put?: never;
        /**
         * Record a payment a student owes a university
         * @description Our addition (the spec lists no call that creates a university payment): staff record a tuition, deposit,
         *     application-fee or other payment a student owes a university, in the university's currency, in integer minor
         *     units, due now (`due`). Idempotent by `request_key` per caller: the same key again answers the recorded payment
         *     with 200 (201 the first time); the same key with other values is 409. The student must be one the caller reaches
         *     (403 otherwise, 404 when there is no such student); an unknown `university_id` is 404; an `sa_mapper_id` of
         *     another student or another university's course is 422.
         */
        post: operations["recordUniversityPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/university-payment/{payment_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a university payment to another state
         * @description Our addition: staff mark a payment owed to a university as initiated (the payer started the transfer; the
         *     provider's reference may be given), paid, cancelled, or back to due. The moves: due → initiated, paid,
         *     cancelled; initiated → due, paid, cancelled; paid and cancelled are final (409 for any other move). Asking for
         *     the state it is already in changes nothing and answers it (so a retried "mark paid" is harmless). Every move is
         *     kept with who and when. 404 when there is no such payment or it belongs to a student the caller does not reach.
         */
        post: operations["setUniversityPaymentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-flywire-universities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the universities payable through the transfer provider
         * @description The universities that accept tuition through the cross-border transfer provider (flywire), kept in sync from
         *     the provider by the server, with their recipient code, country and billing currency, and our catalogue's
         *     `university_id` when matched. Every signed-in role may read it (students pay their tuition this way). Sorted
         *     by name. Filters and response are our design.
         */
        get: operations["listFlywireUniversities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/flywire-university-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payable university's transfer details
         * @description One university of the transfer provider (`id` from all-flywire-universities): the payment types it takes,
         *     the currencies a payer may pay from, the fields the provider asks for (e.g. the student's university id) and
         *     the provider's payment page. 404 when unknown. Response is our design.
         */
        get: operations["getFlywireUniversityDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-flywire-currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the currencies of the transfer provider
         * @description The currencies a payer can pay from through the transfer provider (ISO 4217 code, name, symbol, minor-unit
         *     digits), sorted by code, not paged. Response is our design.
         */
        get: operations["listFlywireCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment transactions
         * @description Our addition (the spec names the /transactions screen but no call behind it): every payment made through the
         *     payment machine (card and gateway paths, instalments, the sandbox), newest first, with the totals of the whole
         *     filtered list per currency. A student sees their own; agents, franchises, counselors and student support those of
         *     the students they reach; accounts and operations managers all. Amounts are integer minor units.
         *     Dates count in India's time (Asia/Kolkata) on the day the payment was started; `to` before `from` is 422; a
         *     `student_user_id` of no student is 404, of a student the caller does not reach 403.
         */
        get: operations["listPaymentTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/save-cart-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a plan in the cart
         * @description Adds a plan to the caller's cart for a student (the shop's "add to cart"). A student's items are always for
         *     themself (`student_user_id` may be left out); an agent or franchise buys for a student they reach and must
         *     name them (422 without). The price shown is the plan's current price; the amount actually charged is computed
         *     again at payment. 404 when the plan does not exist; 409 when the plan is already in the cart for that student;
         *     422 when the plan is not on sale, is already fully paid for the student, or the cart already holds 20 items.
         *     Answers the whole cart. The body and response are our design.
         */
        post: operations["saveCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/remove-cart-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take items out of the cart
         * @description Removes the listed items from the caller's cart. All or nothing: when an id is not an item of the caller's
         *     cart, nothing is removed and the answer is 404. Answers the cart as it is now. Paid plans leave the cart by
         *     themselves (see the verify calls). The body and response are our design.
         */
        post: operations["removeCartItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/shop-cart-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cart
         * @description The caller's cart (/shop/cart and /shop/checkout): its items, each a plan for a student, with the totals per
         *     currency. Items whose plan went off sale are still listed with `available: false` and cannot be paid. Not
         *     paged (at most 20 items). Response is our design.
         */
        get: operations["listCartItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/shop-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shop orders
         * @description Shop orders, newest first. An order is created when a payment of a plan becomes paid (see the verify calls)
         *     and is placed by the user who started the payment. Students, agents and franchises see the orders they placed
         *     (/shop/orders); accounts and operations managers see every order (/shop_orders). Filters and response are our
         *     design.
         */
        get: operations["listShopOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/shop-order-details/{so_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shop order
         * @description One order (/shop_order_details/{so_id}) with its items, its payments (a plan paid in instalments has more than
         *     one), the balance still due, its status history and the statuses the transition table allows next
         *     (`next_statuses`). The one who placed it, accounts and operations managers may read it (owner kind
         *     `shop_order`). Response is our design.
         */
        get: operations["getShopOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/shop-order-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a shop order's status (accounts, operations managers)
         * @description The accounts team (or an operations manager) moves an order on, with an optional note that shows in the order's history. Allowed moves
         *     (our design): placed → processing → delivered; placed or processing → cancelled; placed, processing or
         *     delivered → refunded (the refund itself is made with the provider outside this call). cancelled and refunded
         *     are final. 409 when the order already has that status or is in a final state, or when `expected_status` is
         *     given and the order's status is no longer it (someone else moved it); 422 for a move the list above does not
         *     allow. Answers the order. The body and response are our design.
         */
        post: operations["saveShopOrderStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/services-and-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the services and their plans (signed in)
         * @description As /home/services-and-plans, for a signed-in user (/shop and /services?service_name=IELTS), plus for each
         *     service whether the student has availed it (`availed`) and which plan (`availed_plan_id`). The student is the
         *     caller for a student, or the one named by `student_user_id` (owner kind `student`); without a student (a
         *     non-student caller naming none) both are null. Only services and plans on sale. Response is our design.
         */
        get: operations["listServicesAndPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/services-and-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the services and their plans (public)
         * @description The services on sale (IELTS preparation, application, visa, accommodation, and the lead-tool services
         *     automation, messages and emails) with their plans: price and currency, the price in USD, whether a first
         *     instalment may be paid and how much, and the features. `service_name` (case-insensitive, exact; the SPA's
         *     /services?service_name=IELTS) and `type` narrow the list; an unknown name gives an empty list. Sorted by
         *     service, then plan price. `availed` and `availed_plan_id` are always null here. Public. Response is our
         *     design.
         */
        get: operations["listPublicServicesAndPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-franchises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List franchises
         * @description Franchise partners with their type (master or area), master franchise, location and student counts. Staff and
         *     managers (counselor, operations, student support, operations manager, accounts) see every franchise; a master
         *     franchise sees only the area franchises under it, and an area franchise gets an empty list. The filters
         *     apply within that scope (a master franchise naming another master's id gets an empty list), so
         *     `master_franchise_id` carries no ownership check. Agents and students may not call it. Filters and response
         *     are our design.
         */
        get: operations["listAllFranchises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents
         * @description Every agent (associate) with contact details and student count, for staff and managers (counselor,
         *     operations, student support, operations manager, accounts). An agent never lists other agents, and
         *     franchises and students may not call it. Filters and response are our design.
         */
        get: operations["listAllAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-counselors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List counselors
         * @description Every counselor with contact details and workload (assigned students, open tasks), for staff and managers
         *     (pickers for assignment and hand-over). Partners and students may not call it. Filters and response are our
         *     design.
         */
        get: operations["listAllCounselors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-users-and-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users with their types
         * @description Users with their user type, for the pickers of staff (tasks, chat, assignment). Staff, agent, franchise and
         *     school-counselor users are all listed; students only when the caller reaches them (owner kind `student`
         *     rules). Staff and managers only. Filters and response are our design.
         */
        get: operations["listAllUsersAndTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a franchise's statistics
         * @description Students, applications and revenue of a franchise over a period (default: the current financial year, April
         *     to March): for a master franchise, its own figures, one row per area franchise under it and the totals; for an
         *     area franchise, its own figures only. `franchise_id` defaults to the caller for a franchise; operations
         *     managers and accounts must name one (422 without). A master franchise may name its area franchises (owner kind
         *     `franchise`). Revenue is the paid plan amounts and the university commission received for the franchise's
         *     students, in INR. Response is our design.
         */
        get: operations["getFranchiseStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/assigned-agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agents assigned to a staff member
         * @description The agents a staff member manages (/assigned_agents): for counselor, operations, visa and student support,
         *     the agents assigned to the caller; an operations manager sees every assignment, or one staff member's with
         *     `staff_user_id` (owner kind `team_member`). Filters and response are our design.
         */
        get: operations["listAssignedAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-revenue/{franchise_id}/{service_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a franchise's revenue from one service
         * @description What the students of a franchise paid for the plans of one service over a period (default: the current
         *     financial year), by month; for a master franchise the area franchises under it are included unless
         *     `include_area_franchises` is false. The franchise itself, its master franchise, operations managers and
         *     accounts may read it (owner kind `franchise`). 404 when the franchise or the service does not exist.
         *     Response is our design.
         */
        get: operations["getServiceRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/trainings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List partner training sessions
         * @description Scheduled training sessions (webinars and workshops run by partner universities and our team) that
         *     partners and staff can register for (/training): date and time, trainer, university, mode, seats and whether
         *     the caller is registered. The meeting link is given only to registered users and to staff who manage
         *     trainings (operations, operations managers). Sessions are shown to the roles of their audience. Upcoming
         *     first by default. Filters and response are our design.
         */
        get: operations["listTrainings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/trainings/register_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register for a partner training session
         * @description Registers the caller (or, with `user_id`, a team member the caller manages: owner kind `team_member`) for a
         *     session of /common/trainings, and answers the registration with the meeting link. 404 when the session does
         *     not exist; 409 when the user is already registered; 422 when registration is closed (the session has
         *     started or its deadline passed), the session is full, or the user is not in its audience. The body and
         *     response are our design.
         */
        post: operations["registerForTraining"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/training-materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List training materials
         * @description The library of training resources (/trainings_resources): process guides, product decks, university and
         *     visa briefs, sales scripts, as files or links. Newest first. Filters and response are our design.
         */
        get: operations["listTrainingMaterials"];
        put?: never;
        /**
         * Add a training material
         * @description Adds a material to the library: either a `file` (at most 50 MB, 413 beyond; the type is detected from the
         *     content: PDF, DOCX, PPTX, XLSX, MP4, JPEG or PNG, 422 otherwise) or a `link_url`, exactly one of the two
         *     (422 for none or both). Posting content is for operations and operations managers (our design). The body
         *     (multipart) and response are our design.
         */
        post: operations["createTrainingMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/training-material/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a training material
         * @description One material of the library (`id` = its `material_id`) with its file or link and description
         *     (/training_details). 404 when unknown. Response is our design.
         */
        get: operations["getTrainingMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-trainings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List franchise training courses
         * @description The video training courses for partners (franchises and agents), each with its number of videos, total
         *     length and the caller's progress; staff see them too. Filters and response are our design.
         */
        get: operations["listFranchiseTrainings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-training/{ft_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a franchise training course with its videos
         * @description One training course (/training-videos/{ft_id}) with its videos in order. 404 when unknown. Response is our
         *     design.
         */
        get: operations["getFranchiseTraining"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/academy-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List academy items
         * @description The academy (/academy): short lessons for partners and staff as articles, videos, PDFs or links, by
         *     category. Newest first. Filters and response are our design.
         */
        get: operations["listAcademyItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/academy-detail/{fa_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an academy item
         * @description One academy item (/academy-details/{fa_id}) with its body, video, file or link and attachments. 404 when
         *     unknown. Response is our design.
         */
        get: operations["getAcademyItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Events for partners (/events): meet-ups, university fairs and online sessions, with date, venue or online
         *     link and how to register (an external registration address and deadline). Events are shown to the roles of
         *     their audience; staff see all. Upcoming first by default. The path keeps the spec's trailing slash. Filters
         *     and response are our design.
         */
        get: operations["listFranchiseEvents"];
        put?: never;
        /**
         * Create an event
         * @description Publishes an event. `ends_at` must be after `starts_at` and `registration_deadline` not after `starts_at`;
         *     an `online` event needs `online_link`, a `venue` event needs `venue`, a `hybrid` one both (422 otherwise).
         *     Posting content is for operations and operations managers (our design). The body and response are our
         *     design. The path keeps the spec's trailing slash.
         */
        post: operations["createFranchiseEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-events/{fe_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event (/event-detail) with its full description. 404 when unknown, or when the caller is not in its
         *     audience. Response is our design.
         */
        get: operations["getFranchiseEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/unipath-trainings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the brand's training programmes
         * @description Unipath's own training programmes (/training): onboarding and certification programmes for partners and
         *     staff, live, in person or self-paced, with seats and whether the caller is registered. The meeting link is
         *     given only to registered users and to operations and operations managers. Programmes are shown to the roles
         *     of their audience. Upcoming first by default. Filters and response are our design.
         */
        get: operations["listUnipathTrainings"];
        put?: never;
        /**
         * Create a training programme
         * @description Publishes a programme. For `live` and `in_person` programmes `starts_at` is required and `ends_at` must be
         *     after it; `live` needs `meeting_link`, `in_person` needs `venue`, `self_paced` needs `video_url` (422
         *     otherwise). Posting content is for operations and operations managers (our design). The body and response
         *     are our design.
         */
        post: operations["createUnipathTraining"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/unipath-trainings/{tr_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a training programme
         * @description One programme (/training/{tr_id}) with its description and agenda. 404 when unknown, or when the caller is
         *     not in its audience. Response is our design.
         */
        get: operations["getUnipathTraining"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/unipath-training-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register for a training programme
         * @description Registers the caller (or, with `user_id`, a team member the caller manages: owner kind `team_member`) for
         *     the programme `tr_id`, and answers the registration (with the meeting link for a live programme). 404 when
         *     the programme does not exist; 409 when already registered; 422 when registration is closed, the programme is
         *     full, or the user is not in its audience. The body and response are our design.
         */
        post: operations["registerForUnipathTraining"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/industry-news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List industry news
         * @description News of the study-abroad industry (visa rule changes, university announcements, market updates) for the
         *     marketing-insights screen of partners and staff, newest first, with the source. Filters and response are our
         *     design.
         */
        get: operations["listIndustryNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/material": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List marketing material
         * @description Marketing material partners can use with students (brochures, posters, social-media creatives, videos,
         *     presentations), by country and university, newest first. Filters and response are our design.
         */
        get: operations["listMarketingMaterial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blog posts
         * @description The blog posts of our website (title, excerpt, cover, author, tags and the address of the full post), newest
         *     first. Every signed-in role may read them. Filters and response are our design.
         */
        get: operations["listBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/utilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List utilities
         * @description Utilities for partners and staff (checklists, calculators, templates, country guides) by category, sorted
         *     by category then title, not paged. Response is our design.
         */
        get: operations["listUtilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/utilities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a utility
         * @description One utility (/utility-details/{ut_id}; `id` is its `ut_id`) with its body, files and links. 404 when unknown.
         *     Response is our design.
         */
        get: operations["getUtility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/fact-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the country fact sheets
         * @description One fact sheet per study destination: intakes, tuition and living costs per year, work rights, post-study
         *     work, visa fee, popular courses and a downloadable sheet. `country_id` narrows it to one country (an empty
         *     list when there is none). Every signed-in role may read them. Sorted by country, not paged. Response is our
         *     design.
         */
        get: operations["listFactSheets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commission-rates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List university commission rates
         * @description The commission each university pays us per enrolment, by course level, with its validity window (the
         *     /university-commissions and /university-commissions/{university_id} screens; the SPA loads it without the
         *     full-screen indicator). For an agent or franchise each rate also carries their own share under their
         *     associate plan (`your_share_basis_points`, `your_rate_basis_points`, `your_flat_amount_minor`); for staff those
         *     are null. Percentages are basis points and amounts minor units (never floats). Filters and the response are
         *     our design; sorted by university name, course level, then valid_from (newest first).
         */
        get: operations["listCommissionRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/update-commission/{inv_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct the commission of a commission invoice
         * @description The accounts team corrects the commission a commission invoice (issued by invoiceCommission) was raised for,
         *     when the university pays less than invoiced. The issued invoice is never edited: a credit note for the difference
         *     is issued against it (invoices module) and the term's ledger gets reversal lines of the expected and invoiced
         *     commission, in one transaction. The same amount again changes nothing (200). The body and the response are our
         *     design. 422: more than is invoiced now, or an invoice that is not a commission invoice; 409: a withdrawn or
         *     paid-out term.
         */
        post: operations["updateCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/annual-target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an annual target and its progress
         * @description The yearly target of enrolments or commission revenue of an agent or franchise for one financial year
         *     (April to March, Asia/Kolkata), with what has been achieved so far, read from the commission ledger (agent and
         *     franchise dashboards). Without `franchise_id` or `partner_user_id` it is the caller's own target (staff must
         *     name one: 400); a master franchise may name its area franchises, accounts and operations_manager any partner.
         *     `data` is null when no target is set for that year. The response is our design.
         */
        get: operations["getAnnualTarget"];
        put?: never;
        /**
         * Set a partner's annual target
         * @description Our addition: the spec reads targets but lists no call that sets one. Accounts or an operations manager set an
         *     agent's or franchise's target for a financial year (a count of enrolments, or a revenue in minor units of a
         *     currency); setting it again replaces it (200), the first time answers 201. A revenue target needs its currency
         *     and an enrolment target has none (400 naming body/currency); a user who is not an agent or franchise is 422.
         */
        post: operations["setAnnualTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/is-annual-target-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller's annual target is set
         * @description Answers whether the calling agent or franchise has a target for the financial year (default: the current
         *     one); the dashboard uses it to decide whether to show the target widget. The response is our design.
         */
        get: operations["checkAnnualTargetSet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/associate-plan-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List associate plan types and the caller's plan
         * @description The plans an agent or franchise (associate) can be on, each with its share of the university commission in
         *     basis points, and for an agent or franchise the plan they are on (`current_plan_type`; null for staff or when
         *     none is assigned, in which case the basic plan's share applies). The list is owned by the server. The response
         *     is our design.
         */
        get: operations["listAssociatePlanTypes"];
        put?: never;
        /**
         * Put a partner on an associate plan
         * @description Our addition: the spec shows plans but no call that assigns one. Accounts or an operations manager put an agent or
         *     franchise on a plan; commission accrued from then on uses its share (accrued terms keep theirs). A user who is not
         *     an agent or franchise is 422, an unknown one 404.
         */
        post: operations["setAssociatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commission-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a university's commission rate
         * @description Our addition: the spec lists rates but no call that sets one. Accounts or an operations manager add the rate a
         *     university pays from a date (a percentage of the tuition in basis points, or a flat amount in minor units with
         *     its currency). A rate is never edited: a new rate from a later date follows it, and the open-ended rate before
         *     it is closed the day before. Two rates of one university and course level may not overlap otherwise (409).
         *     400 names a missing or extra field of the rate type; 404 for an unknown university or course level.
         */
        post: operations["saveCommissionRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commissions/{sa_mapper_id}/expected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accrue the expected commission of an enrolled application
         * @description Our addition: the spec has no ledger call. Accrues the expected commission of one term of an enrolled application:
         *     the university's rate in force on the census date for the course's level (a level's own rate before the rate for
         *     every level) × the tuition, half-up to the minor unit (a flat rate is its amount). The partner (the student's agent
         *     or franchise) and their plan's share are fixed now. One expected line per application and term: the same request
         *     again, also 20 at once from several servers, answers the same term (200; 201 the first time). 409: the application
         *     is not enrolled; 422: no rate in force or no tuition known. Term 1 of an enrolled application with a rate in force
         *     on its intake month is also accrued by the server itself every 10 minutes (recorded_by null).
         */
        post: operations["accrueCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commissions/{sa_mapper_id}/terms/{term}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one term's commission ledger
         * @description Our addition: the ledger lines of one application term with their sums, status, aging and the partner's share
         *     (gross, TDS, net). Accounts and operations managers reach every term; an agent or franchise the terms of students it
         *     reaches (403 otherwise; 404 when there is no such application or term).
         */
        get: operations["getCommissionTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commissions/{sa_mapper_id}/terms/{term}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoice a term's commission to the university
         * @description Our addition: issues a tax invoice (invoices module, gapless number, currency of the commission) to the
         *     university for the term's expected commission, as an export of services (GST 0 %, place of supply 96), and writes the
         *     invoiced line, in one transaction. Not before the census date (422). Once per term: again answers the term unchanged
         *     (200). 409: withdrawn; 422: nothing expected, a university in India (not built), no business invoice profile.
         */
        post: operations["invoiceCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commissions/{sa_mapper_id}/terms/{term}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record commission received from the university
         * @description Our addition: a receipt from the university against the term's commission invoice: a received line and a payment
         *     on the tax invoice, in one transaction. The reference is the idempotency key (the same reference and amount again:
         *     200 unchanged; another amount: 409). 422: more than is outstanding, a date in the future; 409: not invoiced yet.
         */
        post: operations["recordCommissionReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commissions/{sa_mapper_id}/terms/{term}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a term's commission after a withdrawal
         * @description Our addition: the student withdrew (reported by the university, also after enrolment). The expected and invoiced
         *     commission are reversed by negative lines; when it was invoiced, a credit note for what is still creditable is issued
         *     against the invoice (invoices module), all in one transaction. Once per term (again: 200 unchanged). 409: the
         *     partner's share was already paid out (recover it outside this call).
         */
        post: operations["withdrawCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commissions/{sa_mapper_id}/terms/{term}/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the partner's share with TDS
         * @description Our addition: pays the partner their share of the term's commission once the university has paid it in full:
         *     gross = commission × share (half-up), TDS under section 194H = gross × 2 % (20 % when the partner's invoice profile
         *     has no PAN), half-up to the minor unit; net = gross − TDS. Not before the census date (422). One payout per term: the
         *     same reference again answers it unchanged (200), another reference 409. 409: withdrawn or not fully received; 422: a
         *     direct student (no partner).
         */
        post: operations["payPartnerCommission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commission-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's commission statement with TDS
         * @description Our addition: the statement of an agent or franchise for a financial year (April to March, Asia/Kolkata; by the
         *     census date of each term): every term of their students with expected, invoiced, received and outstanding
         *     commission and its aging, their share gross, TDS under section 194H (2 %, 20 % without a PAN) and net, and the
         *     totals per currency. Default the caller; an agent reads only its own, a master franchise its own and its area
         *     franchises', accounts and operations managers anyone's (403; 404 when the user is not an agent or franchise;
         *     400 when staff name nobody).
         */
        get: operations["getCommissionStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/commission-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List one student's commission terms
         * @description Our addition: every commission term of one student's applications (the /invoice/{student_user_id} screen, where an
         *     agent or franchise claims its share of a term), by census date then application and term, with the same ledger
         *     view as getCommissionTerm. Accounts and operations managers reach every student; an agent or franchise the students
         *     it reaches (403 otherwise). A student with no accrued term answers an empty list.
         */
        get: operations["listStudentCommissionTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tax invoices and credit notes
         * @description The tax invoices and credit notes the business issues (the /invoice and /transactions screens; see
         *     docs/invoices.md). Accounts and operations_manager see every one; an agent or franchise sees those about students
         *     it reaches (a master franchise also those of its area franchises). Filters: student, status, kind, the issue date
         *     (a draft's creation date) between `from` and `to`, and `q` over the number and the buyer's name. Newest first.
         *     Filters and the response are our design.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/student-statements/{student_user_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a student's statement of account as a PDF
         * @description Our addition: the statement of account of `/student_list-print/{student_user_id}` as a printable A4 PDF: the
         *     student, every issued tax invoice and credit note about the student that the caller may read (`listInvoices` with
         *     `student_user_id`, at most 1,000; drafts left out), oldest first, with number, kind, whom it bills, status, total (a
         *     credit note negative), paid and balance, and the sums per currency (invoiced, credited, paid, balance due), never
         *     added across currencies. The roles of `listInvoices`, for a student the caller reaches (403; 404 when there is no such
         *     student). The file name is `statement-<student_user_id>-<YYYY-MM-DD>.pdf` (today in Asia/Kolkata).
         */
        get: operations["getStudentStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoice-statuses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tax invoice statuses and their moves
         * @description The tax invoice statuses in display order with their labels, whether they are final, and the moves allowed
         *     from each (to which status, by which operation, by which roles): the transition table the server enforces
         *     (409 on any other move). The response is our design.
         */
        get: operations["listInvoiceStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-student-invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a franchise's students with their invoice totals
         * @description One row per student recruited by the franchise (a master franchise also sees the students of its area
         *     franchises) with the count and totals of their commission invoices and the open one, if any (the franchise's
         *     /invoice screen). Accounts and operations_manager name the franchise with `franchise_id`; a franchise may name
         *     itself or one of its area franchises. The response is our design.
         */
        get: operations["listFranchiseStudentInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/franchise-active-invoice/{student_user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the open commission invoice of a student
         * @description The commission invoice about this student that is still open (draft, raised or under review), or null when
         *     there is none; the /invoice/{student_user_id} screen shows it to decide whether a new one may be raised. For
         *     an agent or franchise it is the open invoice they raised; for accounts and operations_manager the latest open
         *     one whoever raised it. The response is our design.
         */
        get: operations["getFranchiseActiveInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/termwise-manual-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List termwise manual invoices
         * @description Commission invoices raised by hand for one term (semester) of a student's course, outside the automatic
         *     per-enrolment invoices (the /termwise-invoice/{student_user_id} and /manual-invoice/{mi_id} screens). With
         *     `mi_id` the page holds that one invoice (404 when it does not exist, 403 when the caller does not reach its
         *     student). Accounts and operations_manager see all; an agent or franchise those about students they reach or
         *     raised by them. Filters and the response are our design.
         */
        get: operations["listTermwiseManualInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/clubbed-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one clubbed commission invoice
         * @description One clubbed invoice (several commission invoices of one raiser grouped into a single bill) with the invoices
         *     it holds (the /invoice/clubbed_invoice screen). Accounts and operations_manager reach every clubbed invoice;
         *     an agent or franchise those they raised (a master franchise also those of its area franchises); otherwise 403.
         *     The query and the response are our design.
         */
        get: operations["getClubbedInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/clubbed-invoices/{ci_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one clubbed commission invoice as a PDF
         * @description Our addition: the clubbed bill as a printable A4 PDF with the same content as its page
         *     (`/invoice/clubbed_invoice?ci_id=`): number, status, partner, its invoices (number, student, term, amount), the total
         *     per currency and the account to pay, masked exactly as `getClubbedInvoice` masks it for the caller. The same readers
         *     as `getClubbedInvoice` (403 for a bill the caller does not reach, 404 when there is none). The file name is the number
         *     with `/` as `-` (`PCB-26-27-1.pdf`).
         */
        get: operations["getClubbedInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/all-clubbed-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clubbed commission invoices
         * @description Clubbed commission invoices without their member invoices (accounts and operations_manager: all; an agent or
         *     franchise: those they raised, a master franchise also those of its area franchises). Filters and the response
         *     are our design.
         */
        get: operations["listClubbedInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List service invoices
         * @description GST invoices for services students pay for (the /transactions and /service-invoice/{student_user_id}
         *     screens): the tax invoices of series SRV that paid shop orders issue. A student sees their own; staff, agents
         *     and franchises those of the students they reach (and those they paid for); accounts and operations_manager
         *     all. Amounts are integer minor units. Filters and the response are our design.
         */
        get: operations["listServiceInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-invoice-statuses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List service invoice statuses
         * @description The service invoice statuses the server owns, with their labels, in display order (loaded with the other
         *     reference lists). The response is our design.
         */
        get: operations["listServiceInvoiceStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one service invoice with its GST lines
         * @description One service invoice, printable: supplier and recipient with GSTIN, place of supply, each line with the fixed
         *     HSN/SAC code, taxable value and CGST/SGST (same state) or IGST (other state), the totals and what is paid.
         *     The `{id}` is the service invoice's `inv_id` (service and commission invoices share one numbering); an id that
         *     names a commission invoice answers 404. The response is our design.
         */
        get: operations["getServiceInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-clubbed-invoice/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clubbed service invoices
         * @description Clubbed service invoices: the service invoices of several students that an agent or franchise pays together,
         *     billed to the agent or franchise as one GST invoice (the /clubbed-service-invoice screen): the orders a partner
         *     paid for in a month, one tax invoice of series SC (docs/invoices.md "Clubbed service invoices"). Accounts and
         *     operations_manager see all; an agent or franchise those billed to them (a master franchise also those of its
         *     area franchises). Newest first; `from`/`to` filter the issue date, the search the number and the partner.
         *     Filters and the response are our design.
         */
        get: operations["listServiceClubbedInvoices"];
        put?: never;
        /**
         * Issue a partner's clubbed service invoice for a month
         * @description The shop orders an agent or franchise paid for its students are billed to it monthly, as one GST tax invoice
         *     (series SC, one line per order, the taxable value back-computed from the price paid as for service invoices).
         *     A schedule issues every partner's invoice of each month that has ended; this call lets accounts bill a month
         *     early (the current one) or at once. Exactly once per partner and month: 201 issued now, 200 with the one that
         *     exists. 404 for an unknown partner (not an agent or franchise); 422 when nothing is held for that month
         *     (`body/month`) or while the business's invoice profile (the supplier, with its GSTIN) is missing. Our addition.
         */
        post: operations["issueServiceClubbedInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-clubbed-invoice/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one clubbed service invoice
         * @description One clubbed service invoice with its GST totals and the service invoices it holds, printable: `invoices` has one
         *     entry per shop order (its number is the clubbed number with the order's line, e.g. "SC/26-27/4 line 2"; its
         *     inv_id is the clubbed tax invoice's, whose PDF getInvoicePdf gives). Reach as for the list (403 when it exists
         *     but is not the caller's, 404 when there is none). The query and the response are our design.
         */
        get: operations["getServiceClubbedInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/service-invoice/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a service invoice (or one of its credit notes) as PDF
         * @description The same PDF as getInvoicePdf, for the readers of getServiceInvoice (a student their own). `{id}` is the
         *     service invoice's inv_id or the inv_id of a credit note against it; any other invoice answers 404. Our addition.
         */
        get: operations["getServiceInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/shop-orders/{so_id}/service-invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a paid order's service invoice that could not be issued on payment
         * @description A paid order issues its service invoice in the payment's own transaction. When the business's invoice profile
         *     (the supplier, with its GSTIN) was not saved then, the order is paid anyway and its invoice waits: accounts
         *     issue it here once the profile is saved (also for orders paid before service invoices existed). Exactly once
         *     per order: when it already has one, 200 with it; 201 when issued now. 422 while the business profile is
         *     missing, or when the order has nothing paid; 409 for a cancelled or refunded order. Our addition.
         */
        post: operations["issueServiceInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/shop-orders/{so_id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a shop order, fully or in part, with a credit note
         * @description Records money given back on a paid order (the refund itself is made with the provider) and issues a credit
         *     note for it against the order's service invoice, in one transaction: the credit note's lines are the amount
         *     back-computed like the invoice (GST-inclusive, the one rounding rule), so its total is the amount exactly. The
         *     order's history shows the refund; when everything paid has been refunded the order moves to refunded. 422 when
         *     the amount is more than what is still refundable (paid less refunded, and never above what the invoice can
         *     still be credited) or when the order has no service invoice yet (issueServiceInvoice first); 409 for a
         *     cancelled or refunded order, or a reference already used with another amount. `reference` is the idempotency
         *     key: the same reference and amount again answers 200 and changes nothing. Answers the service invoice with its
         *     credit notes. Our addition.
         */
        post: operations["refundShopOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/banks/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts for commission payouts
         * @description The bank accounts where an agent's or franchise's commission is paid. An agent or franchise sees their own
         *     accounts (with the full account number); accounts sees every user's, with account numbers masked in this list
         *     (the full number is in GET /common/banks/{id}), and may filter by `user_id`. An agent or franchise naming
         *     another `user_id` gets 403. The response is our design.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one bank account
         * @description One bank account record. The `{id}` is the bank record's id; the service scopes it to the caller: an agent or
         *     franchise reaches only their own (403 otherwise), accounts reaches all. Both see the full account number
         *     here. The response is our design.
         */
        get: operations["getBank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/banks/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or update one of the caller's bank accounts
         * @description An agent or franchise adds a bank account for their commission payouts (201), or updates one of theirs when
         *     `bank_id` is given (200; 404 when it does not exist, 403 when it is someone else's). At least one of
         *     `ifsc_code` or `swift_code` is required; an Indian account (`country_code` IN) needs `ifsc_code` (422).
         *     Saving with `is_primary: true` makes every other account of the caller non-primary; the first account is always
         *     primary. The same account number saved twice by the caller answers 409. The body and the response are our
         *     design.
         */
        post: operations["saveBank"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/banks/upload_signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the caller's signature image
         * @description Uploads the caller's signature (PNG or JPEG, at most 1 MB: larger answers 413) that is printed on the
         *     invoices they raise or sign (the multipart part `file`); it replaces any earlier signature. A file that is not a PNG or JPEG image, by
         *     content, answers 422. The multipart field name and the response are our design.
         */
        post: operations["uploadSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's signature
         * @description The caller's uploaded signature, or null when none is uploaded yet. The response is our design.
         */
        get: operations["getMySignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/signature/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a user's signature
         * @description The signature of user `{id}` (the caller, or a user the caller manages: operations_manager any staff user, a
         *     master franchise its area franchises), or null when that user has not uploaded one. The response is our
         *     design.
         */
        get: operations["getUserSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a draft tax invoice
         * @description Our addition: the spec lists no call that creates an invoice. Accounts staff or an operations manager prepare a
         *     draft tax invoice to a buyer (lines with SAC/HSN, quantity, unit price in minor units, GST rate); the server
         *     computes each line's tax (half-up on paise; CGST + SGST when the place of supply is the business's state, IGST
         *     otherwise) and the totals. A draft has no number. `student_user_id` must be a student the caller reaches (404/403).
         *     The business's invoice profile (saveInvoiceProfile as accounts) must be saved first: 422 otherwise. The series CN
         *     belongs to credit notes (422).
         */
        post: operations["createInvoiceDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/{inv_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one tax invoice or credit note
         * @description Our addition: one invoice with its lines, totals, amount in words, paid and credited sums, and its status history
         *     (what the printed invoice shows). Accounts and operations managers reach every invoice; an agent or franchise those
         *     about students it reaches (403 otherwise, 404 when there is none).
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/{inv_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one tax invoice or credit note as a PDF
         * @description Our addition: the invoice or credit note as a printable A4 PDF with the same content as its page
         *     (`/tax-invoice/{inv_id}`): supplier and buyer with GSTIN, state code and PAN, number and date, place of supply,
         *     SAC/HSN per line, taxable value, CGST + SGST or IGST, totals, the amount in words, the reverse-charge flag, and the
         *     signature of the person who issued it when they uploaded one. A draft prints marked DRAFT, without a number.
         *     The same readers as `getInvoice` (403 for an invoice about a student the caller does not reach, 404 when there is
         *     none). The file name is the invoice number with `/` as `-` (`INV-26-27-7.pdf`), or `draft-<inv_id>.pdf`.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/{inv_id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a draft invoice
         * @description Our addition: gives the draft its number `<series>/<FY>/<n>` (at most 16 characters, gapless per series and
         *     financial year April–March in Asia/Kolkata), freezes the supplier (the business's invoice profile, which needs a
         *     GSTIN: 422 otherwise) and the buyer, recomputes the tax, and moves draft → issued. Any other status answers 409.
         *     An issued invoice is never edited or deleted.
         */
        post: operations["issueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/{inv_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment against an invoice
         * @description Our addition: records money received against an issued or partially paid invoice; the status becomes
         *     partially_paid, or paid when the balance (total − paid − credited) is settled. More than the balance answers 422; a
         *     draft, paid or void invoice, or a credit note, 409. `reference` is the idempotency key: the same reference and amount
         *     again answers the invoice unchanged (200), the same reference with another amount 409.
         */
        post: operations["recordInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/{inv_id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an issued invoice
         * @description Our addition: cancels an issued or partially paid invoice with a reason (its number stays used: no gap). Any other
         *     status, or a credit note, answers 409.
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/invoices/{inv_id}/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a credit note against an invoice
         * @description Our addition: corrects an issued, partially paid or paid invoice by a credit note in its own series CN, numbered
         *     and issued at once, with the invoice's buyer, place of supply and tax rule. Its total may not exceed what is still
         *     creditable (the invoice's total − earlier credit notes): 422. A draft or void invoice, or a credit note, answers 409.
         */
        post: operations["issueCreditNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/accounts-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The money overview of the accounts dashboard
         * @description Our addition (the /accounts_home screen of issue 13; see docs/invoices.md, "Accounts dashboard"). Everything is
         *     computed by the database over the tax invoices, their payments and the commission ledger when asked, per currency
         *     in integer minor units (amounts of different currencies are never added):
         *
         *     - `receivables`: the open balance (total − paid − credited) of issued and partially paid tax invoices; a credit
         *       note lowers it through the invoice it corrects;
         *     - `overdue`: the part of it whose due date is past. Invoices carry no due date, so the due date is the issue date
         *       plus `payment_terms_days` (30); an invoice is overdue from the day after;
         *     - `received_this_month`: the payments recorded against invoices whose payment day (`paid_on`) is in the current
         *       calendar month in India's time (Asia/Kolkata);
         *     - `commission_by_university`: the commission ledger summed per university and currency (expected, invoiced,
         *       received; reversals included), largest expected first.
         *
         *     Accounts and operations managers only.
         */
        get: operations["getAccountsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/partner-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List partner commission invoices
         * @description Our addition: the partner commission invoices the caller reaches, newest first (accounts and operations_manager: all,
         *     the review queue with `status=raised`; an agent or franchise: those it raised; a master franchise also those of its
         *     area franchises). Filters: status, student, raiser (`partner_user_id`), `manual`, and `q` over the number and the
         *     student's name.
         */
        get: operations["listPartnerInvoices"];
        put?: never;
        /**
         * Raise a claim for a commission term (draft)
         * @description Our addition: an agent or franchise makes a draft invoice for ITS share of one commission term of the ledger: the
         *     term must be accrued (404 otherwise), its census date passed (422), the student recruited by the caller itself
         *     (403; a master franchise does not claim for its area franchise), not withdrawn or already paid out (409), and not
         *     claimed by another invoice that is open, approved or paid (409; a unique index decides between concurrent claims).
         *     The amount is the ledger's: the partner's plan share of the term's expected commission. A draft has no number:
         *     movePartnerInvoice to `raised` numbers it.
         */
        post: operations["createPartnerInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/partner-invoices/{inv_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one partner commission invoice
         * @description Our addition: one partner invoice with its history (who, when, note) and the moves the caller may make now. The
         *     raiser, the master franchise above it, accounts and operations_manager reach it; 403 for anyone else, 404 when
         *     there is none.
         */
        get: operations["getPartnerInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/partner-invoices/{inv_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one partner commission invoice as a PDF
         * @description Our addition: the partner invoice as a printable A4 PDF with the same content as its page (`/manual-invoice/{mi_id}`):
         *     number and status, the partner (name, PAN when its invoice profile has one), the term with the ledger's figures
         *     (university, course, term, census date, tuition, rate, the partner's share, the amount claimed and whether accounts
         *     corrected it), who raised and reviewed it, the bill it is clubbed in, its history, and the raiser's uploaded signature
         *     ("Authorised signatory: <name>") or a line for a hand signature. The same readers as `getPartnerInvoice` (403 for an
         *     invoice the caller does not reach, 404 when there is none). The file name is the number with `/` as `-`
         *     (`PCI-26-27-3.pdf`), or `draft-partner-<inv_id>.pdf`.
         */
        get: operations["getPartnerInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/partner-invoices/{inv_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a partner invoice along its transition table
         * @description Our addition: the raiser raises a draft (it gets its gapless number `PCI/<FY>/<n>`) or cancels a draft or a raised
         *     invoice; accounts and operations_manager take a raised invoice under review, then approve or reject it (a note is
         *     required to reject: 400 naming body/note). Any move outside the table is 409; a move of the table the caller may
         *     not make is 403. `paid` is reached only through payPartnerCommission. See listPartnerInvoiceStatuses.
         */
        post: operations["movePartnerInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/partner-invoices/{inv_id}/amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct the amount of a partner invoice under review
         * @description Our addition: accounts or an operations manager change the amount claimed while the invoice is under review (409
         *     in any other status), between 1 and the ledger's share of the term (422 above it), with a note; kept in the history
         *     with the amounts before and after. (updateCommission is the ledger's correction of a COM tax invoice to a
         *     university, named by that tax invoice's inv_id: another document, so it is not reused here.)
         */
        post: operations["correctPartnerInvoiceAmount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/partner-invoice-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List partner invoice statuses and their moves
         * @description Our addition: the statuses in display order with their labels, whether final, and the moves from each (to, by which
         *     operation and roles, whether only the raiser): the table the server enforces.
         */
        get: operations["listPartnerInvoiceStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/manual-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a termwise manual invoice
         * @description Our addition: accounts or an operations manager enter a partner's invoice for one accrued term by hand (a partner
         *     who invoices on paper, or a later term accrued by accounts), raised and numbered at once for the term's partner,
         *     with a term label and a due date. The same ledger rules as createPartnerInvoice: accrued (404), census date passed
         *     (422), a partner on the term (422), not withdrawn, paid out or already claimed (409).
         */
        post: operations["createManualInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/clubbed-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Club approved partner invoices into one bill
         * @description Our addition: two to fifty approved invoices of one raiser in one currency, not clubbed yet, become one bill with
         *     its gapless number `PCB/<FY>/<n>`. The raiser clubs its own; accounts and operations_manager any raiser's. 404 for
         *     an invoice that does not exist, 403 for one the caller does not reach, 409 for one not approved or already
         *     clubbed, 422 for invoices of several raisers or currencies.
         */
        post: operations["createClubbedInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/home/accommodations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search accommodations (public)
         * @description Public search of student accommodation by country, city, nearby university, type and a maximum monthly rent
         *     (compared in each accommodation's own currency). No token needed. The query names beyond the spec's "params"
         *     and the response are our design.
         */
        get: operations["listAccommodations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/students-for-accomodation-recommendation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List students an accommodation can be recommended to
         * @description The students the caller reaches (assigned staff, their agent or franchise; operations_manager all), with their
         *     destination, to pick from when recommending an accommodation. With `acc_id` each row says whether that
         *     accommodation is already recommended to the student (404 when the accommodation does not exist). Filters and
         *     the response are our design.
         */
        get: operations["listStudentsForAccommodationRecommendation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/recommend-accomodation-students/{acc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recommend an accommodation to students
         * @description Recommends accommodation `{acc_id}` to each of `student_user_ids` (every one must be a student the caller
         *     reaches). Students who already have it recommended are left as they are and listed in
         *     `already_recommended`. The optional note and the response are our design.
         */
        post: operations["recommendAccommodationToStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/accomodation-favourites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a student's favourite accommodations
         * @description The accommodations student `{id}` marked as favourite, newest first (the student's own view, or staff, agent
         *     or franchise looking at a student they reach). The response is our design.
         */
        get: operations["listAccommodationFavourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/accomodation-recommendation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the accommodations recommended to a student
         * @description The accommodations recommended to student `{id}`, newest first, with who recommended each and whether the
         *     student has made it a favourite. The response is our design.
         */
        get: operations["listAccommodationRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/common/accomodation-recommendation-remove/{student_user_id}/{acc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove an accommodation recommendation
         * @description Withdraws the recommendation of accommodation `{acc_id}` to the student (staff, agent or franchise who reach
         *     the student), or the student dismisses it. 404 when the student has no such recommendation. No body.
         */
        post: operations["removeAccommodationRecommendation"];
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
        /**
         * @description The role of a user.
         * @enum {string}
         */
        UserType: "student" | "counselor" | "operations" | "visa" | "operations_manager" | "agent" | "franchise" | "student_support" | "accounts" | "school_counselor";
        /** @description The signed-in user as the SPA keeps it. */
        SessionUser: {
            user_id: number;
            user_type: components["schemas"]["UserType"];
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile?: string | null;
            /**
             * @description For a franchise, master or area; null otherwise.
             * @enum {string|null}
             */
            franchise_type?: "master" | "area" | null;
            /** @description For an area franchise, its master franchise's user id. */
            master_franchise_id?: number | null;
        };
        AuthResult: {
            /** @constant */
            status: true;
            data: {
                /** @description A short-lived access token (JWT). */
                token: string;
                /** @description Seconds until the access token expires. */
                expires_in?: number;
                user: components["schemas"]["SessionUser"];
            };
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
        /** @description A success answer with no data of interest. */
        Ok: {
            /** @constant */
            status: true;
            data: {
                message: string;
            };
        };
        /** @description A mobile number, already passed through the spec's mobile sanitiser (digits, optionally a leading +). */
        Mobile: string;
        /** @description At least 8 characters. */
        Password: string;
        RegistrationBody: {
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: components["schemas"]["Mobile"];
            password: components["schemas"]["Password"];
            preferred_country_id?: number;
            preferred_course_level_id?: number;
            /**
             * @description The terms and the privacy policy were accepted.
             * @constant
             */
            accept_terms?: true;
        };
        /**
         * @description An intake month, cut to its 3-letter English abbreviation.
         * @enum {string}
         */
        IntakeMonth: "Jan" | "Feb" | "Mar" | "Apr" | "May" | "Jun" | "Jul" | "Aug" | "Sep" | "Oct" | "Nov" | "Dec";
        /** @description The paging part of a paged list. */
        Paging: {
            page: number;
            page_size: number;
            total: number;
        };
        /** @description The university facts carried by a course item. */
        CourseUniversity: {
            university_id: number;
            name: string;
            country_id: number;
            country_name: string;
            city_name: string | null;
            /** @description A focused university; its courses come first and the SPA marks them. */
            focused: boolean;
            /** @description The world ranking; null when unranked. */
            ranking: number | null;
            /** Format: uri */
            logo_url: string | null;
        };
        CourseLevelRef: {
            course_level_id: number;
            name: string;
        };
        CourseCategoryRef: {
            course_category_id: number;
            name: string;
        };
        /** @description The minimum entry requirements; null where the course sets none. */
        CourseRequirements: {
            ielts_overall: number | null;
            ielts_min_band: number | null;
            toefl_total: number | null;
            pte_overall: number | null;
            duolingo: number | null;
            /** @description The minimum percentage in the previous qualification. */
            percentage: number | null;
            gap_years_allowed: number | null;
        };
        /** @description One course of a search or list. `tuition_fee` and `application_fee` are in `currency` (the local currency of the university's country); `tuition_fee` and `tuition_fee_usd` are per year. */
        CourseItem: {
            course_id: number;
            course_name: string;
            university: components["schemas"]["CourseUniversity"];
            course_level: components["schemas"]["CourseLevelRef"];
            course_category: components["schemas"]["CourseCategoryRef"];
            intakes: components["schemas"]["IntakeMonth"][];
            duration_months: number | null;
            tuition_fee: number | null;
            /** @description ISO 4217 code. */
            currency: string;
            tuition_fee_usd: number | null;
            application_fee: number | null;
            minimum_requirements: components["schemas"]["CourseRequirements"];
        };
        /** @description A page of course items. */
        CourseSearchResult: components["schemas"]["Paging"] & {
            items: components["schemas"]["CourseItem"][];
        };
        UniversityFacts: {
            university_id: number;
            name: string;
            /** Format: uri */
            logo_url: string | null;
            /** @enum {string} */
            type: "public" | "private";
            established_year: number | null;
            /** @description The world ranking; null when unranked. */
            ranking: number | null;
            /** Format: uri */
            website: string | null;
            description: string | null;
            country_id: number;
            /** @description The main campus's country. */
            country_name: string;
            state_name: string | null;
            city_id: number | null;
            /** @description The main campus's city. */
            city_name: string | null;
            focused: boolean;
        };
        /** @description One unique selling point. */
        UniversityUsp: {
            usp_id: number;
            text: string;
        };
        /** @description Yearly tuition range over the university's courses, and its application fee. */
        UniversityFeesSummary: {
            currency: string;
            tuition_min: number | null;
            tuition_max: number | null;
            tuition_usd_min: number | null;
            tuition_usd_max: number | null;
            application_fee: number | null;
        };
        UniversityInfo: {
            university_id: number;
            /** @description The months in which at least one course starts. */
            intakes: components["schemas"]["IntakeMonth"][];
            fees: components["schemas"]["UniversityFeesSummary"];
            /** @description The estimated yearly living cost, in `fees.currency`. */
            living_cost_yearly: number | null;
            accommodation_note: string | null;
        };
        CourseLevelCount: {
            course_level_id: number;
            name: string;
            count: number;
        };
        /** @description A university page (public, and the first signed-in version). */
        UniversityDetail: {
            university: components["schemas"]["UniversityFacts"];
            usps: components["schemas"]["UniversityUsp"][];
            info: components["schemas"]["UniversityInfo"];
            /** @description How many courses the university offers per course level. */
            course_levels: components["schemas"]["CourseLevelCount"][];
        };
        /** @description A university in a reference list or picker. */
        UniversityListItem: {
            university_id: number;
            name: string;
            country_id: number;
            focused: boolean;
        };
        CountryWithCities: {
            country_id: number;
            name: string;
            iso2: string;
            currency: string;
            cities: {
                city_id: number;
                state_id: number | null;
                name: string;
            }[];
        };
        Country: {
            country_id: number;
            name: string;
            /** @description ISO 3166-1 alpha-2 code. */
            iso2: string;
            /** @description ISO 4217 code of the local currency, e.g. GBP. */
            currency: string;
        };
        State: {
            state_id: number;
            country_id: number;
            name: string;
        };
        City: {
            city_id: number;
            country_id: number;
            /** @description Null where the country has no states. */
            state_id: number | null;
            name: string;
        };
        CourseLevel: {
            course_level_id: number;
            name: string;
            sort_order: number;
        };
        CourseCategory: {
            course_category_id: number;
            name: string;
        };
        /** @description One choice of the tuition filter (yearly tuition). */
        TuitionFeeBucket: {
            /** @description What the filter shows, e.g. "10,000 - 20,000". */
            label: string;
            min: number;
            /** @description Null for the open-ended last bucket. */
            max: number | null;
        };
        TuitionFeeCountryBuckets: {
            country_id: number;
            country_name: string;
            currency: string;
            buckets: components["schemas"]["TuitionFeeBucket"][];
        };
        TuitionFeeUsdBuckets: {
            /** @constant */
            currency: "USD";
            buckets: components["schemas"]["TuitionFeeBucket"][];
        };
        /** @description The public face of an agent or a school counselor shown on the registration page reached through their link. Never carries an email, a phone number or any other contact or account detail. */
        ReferrerPublicProfile: {
            user_id: number;
            /** @enum {string} */
            kind: "agent" | "school_counselor";
            first_name: string;
            last_name: string;
            /** @description The agency's name, or the school of a school counselor. */
            organisation: string | null;
            city: string | null;
            country: string | null;
            /** Format: uri */
            logo_url: string | null;
        };
        CountryCount: {
            country_id: number;
            name: string;
            count: number;
        };
        CourseSearchFacets: {
            countries: components["schemas"]["CountryCount"][];
            course_levels: components["schemas"]["CourseLevelCount"][];
        };
        /** @description A page of course items with facet counts over the whole result. */
        CourseSearchResultV2: components["schemas"]["CourseSearchResult"] & {
            facets: components["schemas"]["CourseSearchFacets"];
        };
        /** @description A course item with its full detail. */
        CourseDetail: components["schemas"]["CourseItem"] & {
            description: string | null;
            /** @enum {string|null} */
            study_mode: "full_time" | "part_time" | "online" | "blended" | null;
            /**
             * Format: uri
             * @description The course's page on the university's website.
             */
            course_url: string | null;
            /** @description The university offers a scholarship this course qualifies for (see its SUR). */
            scholarships_available: boolean;
        };
        /** @description A course item with its university's facts, for the comparison. */
        CourseComparison: components["schemas"]["CourseItem"] & {
            university_facts: components["schemas"]["UniversityFacts"];
        };
        UniversityScholarship: {
            scholarship_id: number;
            name: string;
            /** @description A fixed amount in `currency`; null when the scholarship is a share or varies. */
            amount: number | null;
            /** @description How the amount reads, e.g. "up to 50% of the first year's tuition". */
            amount_text: string;
            currency: string;
            /** @description Only for this course level; null for every level. */
            course_level_id: number | null;
            eligibility: string | null;
            /** Format: date */
            deadline: string | null;
        };
        /** @description The university's entry requirements for one course level; a course may set its own on top. */
        UniversityRequirement: {
            course_level_id: number;
            course_level_name: string;
            requirements: components["schemas"]["CourseRequirements"];
            backlogs_allowed: number | null;
            notes: string | null;
        };
        /** @description "SUR": the scholarships and the university requirements of one university. */
        UniversitySur: {
            university_id: number;
            scholarships: components["schemas"]["UniversityScholarship"][];
            requirements: components["schemas"]["UniversityRequirement"][];
        };
        UniversityUpdateAuthor: {
            user_id: number;
            first_name: string;
            last_name: string;
        };
        /** @description A news item about a university, posted by staff. */
        UniversityUpdate: {
            update_id: number;
            university_id: number;
            university_name: string;
            title: string;
            body: string;
            /** Format: uri */
            link: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The staff user who posted it; null for updates that came with the catalog (no author). */
            created_by: components["schemas"]["UniversityUpdateAuthor"] | null;
        };
        /** @description The whole university page in one answer. */
        UniversityDetailV2: components["schemas"]["UniversityDetail"] & {
            sur: components["schemas"]["UniversitySur"];
            /** @description The 5 latest staff updates, newest first. */
            updates: components["schemas"]["UniversityUpdate"][];
        };
        /** @description A university in a search result or a card. */
        UniversitySummary: {
            university_id: number;
            name: string;
            /** Format: uri */
            logo_url: string | null;
            /** @enum {string} */
            type: "public" | "private";
            country_id: number;
            country_name: string;
            city_name: string | null;
            ranking: number | null;
            focused: boolean;
            course_count: number;
        };
        /** @description A page of universities. */
        UniversityPage: components["schemas"]["Paging"] & {
            items: components["schemas"]["UniversitySummary"][];
        };
        UniversityUspGroup: {
            university_id: number;
            name: string;
            country_name: string;
            /** Format: uri */
            logo_url: string | null;
            focused: boolean;
            /** @description In display order. */
            usps: components["schemas"]["UniversityUsp"][];
        };
        UniversityUpdateInput: {
            university_id: number;
            title: string;
            body: string;
            /** Format: uri */
            link?: string;
        };
        Notification: {
            notification_id: number;
            /** @description The kind of notification, e.g. application_status_changed or task_assigned. */
            notification_name: string;
            notification_heading: string;
            notification_text: string;
            read: boolean;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: uri-reference
             * @description Where the notification leads in the SPA, e.g. /student_details/12?scrollTo=documents.
             */
            link?: string | null;
        };
        /** @description An unread direct chat message to the caller. */
        NotificationMessage: {
            message_id: number;
            from_user_id: number;
            /** @description The sender's first name. */
            user_firstname: string;
            /** @description The sender's last name. */
            user_lastname: string;
            message: string;
            /** Format: date-time */
            created_at: string;
        };
        NotificationPoll: {
            /** @description The 10 latest notifications, read or not, newest first. */
            notifications: components["schemas"]["Notification"][];
            unread_notifications_count: number;
            /** @description The unread notifications, newest first, at most 20. */
            unread_notifications: components["schemas"]["Notification"][];
            /** @description The latest unread direct chat messages to the caller, newest first, at most 20. */
            messages: components["schemas"]["NotificationMessage"][];
            unread_messages_count: number;
        };
        AnnouncementAuthor: {
            user_id: number;
            first_name: string;
            last_name: string;
        };
        Announcement: {
            announcement_id: number;
            title: string;
            body: string;
            /** @description The user types addressed; empty for everyone. */
            audience: components["schemas"]["UserType"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            created_by: components["schemas"]["AnnouncementAuthor"];
        };
        AnnouncementInput: {
            title: string;
            body: string;
            /** @description The user types addressed; empty or absent for everyone. */
            audience?: components["schemas"]["UserType"][];
            /**
             * Format: date-time
             * @description When it stops being shown; never when absent. Must be in the future (422).
             */
            expires_at?: string;
        };
        Warning: {
            warning_id: number;
            /**
             * @description Whom it addresses.
             * @enum {string}
             */
            scope: "everyone" | "user_type" | "personal";
            /** @enum {string} */
            severity: "info" | "warning" | "danger";
            title: string;
            text: string;
            /**
             * Format: uri-reference
             * @description Where the banner leads in the SPA or outside.
             */
            link: string | null;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string | null;
        };
        WhatsNewReactionCounts: {
            like: number;
            love: number;
            celebrate: number;
            insightful: number;
        };
        /** @enum {string} */
        WhatsNewReaction: "like" | "love" | "celebrate" | "insightful";
        WhatsNewItem: {
            whats_new_id: number;
            title: string;
            body: string;
            /** Format: uri */
            image_url: string | null;
            /** Format: uri-reference */
            link: string | null;
            /** Format: date-time */
            published_at: string;
            reactions: components["schemas"]["WhatsNewReactionCounts"];
            /** @description The caller's reaction; null when none. */
            my_reaction: components["schemas"]["WhatsNewReaction"] | null;
        };
        WhatsNewReactionState: {
            whats_new_id: number;
            reactions: components["schemas"]["WhatsNewReactionCounts"];
            /** @description The caller's reaction; null when none. */
            my_reaction: components["schemas"]["WhatsNewReaction"] | null;
        };
        Faq: {
            faq_id: number;
            question: string;
            /** @description Plain text; line breaks are kept. */
            answer: string;
            /** Format: date-time */
            updated_at: string;
        };
        FaqCategory: {
            category: string;
            items: components["schemas"]["Faq"][];
        };
        /** @description Badge counts; null where the count does not apply to the caller's role. */
        HomeDataCounts: {
            /** @description The students the caller reaches; null for a student. */
            students: number | null;
            applications: number | null;
            /** @description Applications with an offer letter. */
            offers: number | null;
            pending_tasks: number;
            /** @description Course recommendations made to a student; null for other roles. */
            recommendations: number | null;
            unread_notifications: number;
            unread_messages: number;
        };
        HomeData: {
            first_name: string;
            user_type: components["schemas"]["UserType"];
            counts: components["schemas"]["HomeDataCounts"];
            focused_universities: components["schemas"]["UniversitySummary"][];
            latest_university_updates: components["schemas"]["UniversityUpdate"][];
            latest_announcements: components["schemas"]["Announcement"][];
            latest_whats_new: components["schemas"]["WhatsNewItem"][];
        };
        /** @description A user as a chat shows them (the spec's Message fields user_firstname, user_lastname). */
        ChatUserRef: {
            user_id: number;
            user_firstname: string;
            user_lastname: string;
            user_type: components["schemas"]["UserType"];
            /** Format: uri */
            photo_url?: string | null;
        };
        ChatConnection: {
            user: components["schemas"]["ChatUserRef"];
            /** @description The last message exchanged with this user, or null when none. */
            last_message: {
                message_id: number;
                sender_user_id: number;
                /** @description The text, cut to 200 characters. */
                message: string;
                /** Format: date-time */
                created_at: string;
            } | null;
            /** @description Messages from this user that the caller has not read. */
            unread_count: number;
        };
        ChatConnectionPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ChatConnection"][];
            };
        };
        /**
         * @description What an uploaded file is.
         * @enum {string}
         */
        UploadKind: "document" | "visa_document" | "feature_doc" | "chat_attachment";
        DocumentTypeRef: {
            document_type_id: number;
            name: string;
        };
        /** @description A stored file of a student. */
        DocumentFile: {
            map_id: number;
            student_user_id: number;
            kind: components["schemas"]["UploadKind"];
            /** @description The document type; null for feature documents and chat attachments. */
            document_type: components["schemas"]["DocumentTypeRef"] | null;
            /** @description The file name as uploaded (for display only). */
            original_name: string;
            size_bytes: number;
            /**
             * @description Detected from the content (magic bytes), not from the name.
             * @enum {string}
             */
            mime_type: "application/pdf" | "image/jpeg" | "image/png" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
            /** Format: date-time */
            uploaded_at: string;
            uploaded_by: {
                user_id: number;
                name: string;
            };
            /**
             * Format: uri
             * @description Where to download the file (GET downloadStudentFile, with the bearer token; our addition).
             */
            url: string;
        };
        /** @description One message of a direct, application, task or student-list chat. */
        ChatMessage: {
            message_id: number;
            sender: components["schemas"]["ChatUserRef"];
            message: string;
            /** @description The attached file, or null. */
            attachment: components["schemas"]["DocumentFile"] | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description In a direct chat, when the receiver read it (null while unread); always null in group threads.
             */
            read_at: string | null;
        };
        ChatMessagePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ChatMessage"][];
            };
        };
        ChatMessageBody: {
            /** @description The text; surrounding white space is trimmed and a blank message is refused (400). */
            message: string;
            /**
             * @description A file to attach, uploaded beforehand with upload-file (usually kind chat_attachment); the caller must reach
             *     it (owner kind document), and in an application chat it must be filed under the same student (422).
             */
            attachment_map_id?: number;
        };
        ChatMessageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ChatMessage"];
        };
        ChatReadResult: {
            /** @constant */
            status: true;
            data: {
                /** @description How many messages changed from unread to read. */
                marked_read: number;
            };
        };
        TimelineEntry: {
            entry_id: number;
            /** @description The application status it moved to (values from the application-status list). */
            status: string;
            sub_status: string | null;
            note: string | null;
            /** @description Who made the change. */
            by: {
                user_id: number;
                name: string;
                role: components["schemas"]["UserType"];
            };
            /** Format: date-time */
            at: string;
        };
        TimelineResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                sa_mapper_id: number;
                /** @description Oldest first. */
                entries: components["schemas"]["TimelineEntry"][];
            };
        };
        ChatStudentListBody: {
            student_user_id: number;
            message: string;
            /** @description A file uploaded beforehand with upload-file for the same student (422 otherwise). */
            attachment_map_id?: number;
        };
        /** @description Exactly one of `message` and `template_name`. */
        WhatsAppMsgBody: {
            student_user_id: number;
            message?: string;
            /** @description An approved WhatsApp template of the messaging provider. */
            template_name?: string;
            /** @description The template's placeholder values, in order; only with template_name. */
            template_params?: string[];
        } & (unknown | unknown);
        WhatsAppMsgResult: {
            /** @constant */
            status: true;
            /** @description The message is queued; a background job hands it to the provider (our design). */
            data: {
                /** @description Our message id (as in GET /common/messages/lead/{leadId} and the delivery events). */
                message_id: number;
                /**
                 * @description gupshup when it is configured; local (offline, receipts through our webhook) otherwise.
                 * @enum {string}
                 */
                provider: "gupshup" | "local";
                to: components["schemas"]["Mobile"];
                /** @enum {string} */
                delivery_status: "queued" | "sent" | "delivered" | "read" | "failed";
                /**
                 * Format: date-time
                 * @description When the message was accepted (queued).
                 */
                sent_at: string;
            };
        };
        MessageLeadItem: {
            message_id: number;
            /** @enum {string} */
            channel: "whatsapp" | "email";
            /** @enum {string} */
            direction: "outbound" | "inbound";
            /** @description The email subject; null for WhatsApp. */
            subject: string | null;
            /** @description The text (for an email, its plain-text version). */
            text: string;
            /**
             * @description Outbound: queued → sent → delivered → read, or failed (refused, out of retries, or skipped because the address
             *     opted out); an email is `read` once opened or clicked and `bounced` once the provider reported a hard or soft
             *     bounce (our design). Inbound: received.
             * @enum {string}
             */
            delivery_status: "queued" | "sent" | "delivered" | "read" | "failed" | "bounced" | "received";
            /** @description The template the message was made from (a WhatsApp template, a mail template or a campaign's); null for a free text (our design). */
            template_name: string | null;
            /** @description Why a failed message failed (the provider's refusal, or why it was skipped, e.g. unsubscribed); `bounced` for a bounce; null otherwise (our design). */
            failure_reason: string | null;
            /** @description Who sent an outbound message; null for an inbound one. */
            sent_by: components["schemas"]["ChatUserRef"] | null;
            /** Format: date-time */
            created_at: string;
        };
        MessageLeadPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["MessageLeadItem"][];
            };
        };
        BulkMailBody: {
            student_user_ids: number[];
            subject: string;
            /** @description The HTML body; scripts and event attributes are stripped before sending. */
            body_html: string;
            /**
             * Format: email
             * @description Defaults to the caller's email.
             */
            reply_to?: string;
        };
        BulkMailResult: {
            /** @constant */
            status: true;
            data: {
                /** @description The id of this send, for support. */
                batch_id: string;
                queued: number;
                skipped: {
                    student_user_id: number;
                    /** @enum {string} */
                    reason: "no_email" | "unsubscribed" | "bounced";
                }[];
            };
        };
        SpeechToTextBody: {
            /**
             * Format: binary
             * @description The recording; at most 10 MB and 120 seconds.
             */
            file: string;
            /** @description A language hint such as en or en-IN; detected when absent. */
            language?: string;
        };
        SpeechToTextResult: {
            /** @constant */
            status: true;
            data: {
                text: string;
                language: string;
                duration_ms: number;
            };
        };
        Profile: {
            user_id: number;
            user_type: components["schemas"]["UserType"];
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            /** Format: uri */
            photo_url: string | null;
            /** Format: date */
            date_of_birth: string | null;
            /** @description The country of residence. */
            country_id: number | null;
            /**
             * @description For a franchise, master or area; null otherwise.
             * @enum {string|null}
             */
            franchise_type: "master" | "area" | null;
            /** @description For an area franchise, its master franchise's user id. */
            master_franchise_id: number | null;
            /** @description For a student recruited by an agent, the agent's user id. */
            agent_user_id?: number | null;
            /** Format: date-time */
            created_at: string;
        };
        ProfileResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Profile"];
        };
        ProfileStrengthResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                percent: number;
                sections: {
                    /** @enum {string} */
                    key: "personal" | "address" | "academics" | "tests" | "work" | "documents" | "preferences" | "ais";
                    label: string;
                    percent: number;
                    /** @description Labels of what is still missing in this section. */
                    missing: string[];
                }[];
            };
        };
        AccountPasswordChangeBody: {
            /** @description Older passwords may be shorter than today's minimum, so only non-empty is required. */
            current_password: string;
            new_password: components["schemas"]["Password"];
        };
        AccountDeleteBody: {
            password: string;
            reason?: string;
        };
        AccountDeletionResult: {
            /** @constant */
            status: true;
            data: {
                message: string;
                /** Format: date-time */
                deactivated_at: string;
                /**
                 * Format: date
                 * @description The day after which the personal data is erased.
                 */
                erase_after: string;
            };
        };
        InvoiceProfile: {
            legal_name: string;
            gstin: string | null;
            pan: string | null;
            address_line1: string;
            address_line2: string | null;
            city_name: string;
            state_id: number | null;
            /** @description The GST state code (two digits), the supplier's state or the buyer's place of supply (our design). */
            state_code: string | null;
            /** @description ISO 3166-1 alpha-2 code of country_id. */
            country_code: string;
            state_name?: string | null;
            country_id: number;
            country_name?: string;
            postal_code: string;
            /** Format: email */
            billing_email: string;
            /** Format: date-time */
            updated_at: string;
        };
        InvoiceProfileResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["InvoiceProfile"] | null;
        };
        InvoiceProfileBody: {
            /** @description The person's or business's name as printed on invoices. */
            legal_name: string;
            /** @description Indian GST number (business partners registered for GST). */
            gstin?: string;
            /** @description Indian permanent account number. */
            pan?: string;
            address_line1: string;
            address_line2?: string;
            city_name: string;
            /** @description The address's state (a state of country_id). */
            state_id?: number;
            /** @description The GST state code (two digits, e.g. 07 Delhi); required with a GSTIN, whose first two digits it must equal (our design). */
            state_code?: string;
            country_id: number;
            postal_code: string;
            /** Format: email */
            billing_email: string;
        };
        LmsAccessTokenResult: {
            /** @constant */
            status: true;
            data: {
                access_token: string;
                /** @constant */
                token_type: "Bearer";
                /** Format: date-time */
                expires_at: string;
                /** @description The user's id in the learning system. */
                lms_user_id: string;
            };
        };
        LmsConvertBody: {
            student_user_id: number;
        };
        LmsAccountResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                lms_user_id: string;
                /** Format: date-time */
                created_at: string;
            };
        };
        ProfileLeadCheckResult: {
            /** @constant */
            status: true;
            data: {
                exists: boolean;
                /** @description The caller owns the lead or it is assigned to them. */
                reachable: boolean;
                /** @description Only when the lead exists and is reachable by the caller. */
                lead_id: number | null;
                /** @description A student account with this email or mobile already exists. */
                is_student: boolean;
            };
        };
        /** @description Give `city_id` or `city_name` (400 with neither). */
        AddressBody: {
            address_line1: string;
            address_line2?: string;
            city_id?: number;
            city_name?: string;
            state_id?: number;
            country_id: number;
            postal_code: string;
        } | unknown | unknown;
        Address: {
            address_line1: string;
            address_line2: string | null;
            city_id: number | null;
            city_name: string;
            state_id: number | null;
            state_name: string | null;
            country_id: number;
            country_name: string;
            postal_code: string;
            /** Format: date-time */
            updated_at: string;
        };
        AddressResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Address"] | null;
        };
        DocumentType: {
            document_type_id: number;
            name: string;
            description: string | null;
            /** @description A visa document type. */
            is_visa: boolean;
            accepted_mime_types: ("application/pdf" | "image/jpeg" | "image/png")[];
        };
        DocumentTypeListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["DocumentType"][];
        };
        DocumentSampleListResult: {
            /** @constant */
            status: true;
            data: {
                sample_id: number;
                document_type: components["schemas"]["DocumentTypeRef"] | null;
                title: string;
                description: string | null;
                /**
                 * Format: uri
                 * @description The sample's address on the file host.
                 */
                url: string;
                mime_type: string;
            }[];
        };
        DocumentChecklistItem: {
            document_type: components["schemas"]["DocumentTypeRef"];
            /** @description The student must provide it. */
            required: boolean;
            /** @enum {string} */
            status: "missing" | "uploaded";
            files: components["schemas"]["DocumentFile"][];
        };
        DocumentChecklistResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                items: components["schemas"]["DocumentChecklistItem"][];
            };
        };
        DocumentRequiredResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                course_level_id: number;
                items: components["schemas"]["DocumentChecklistItem"][];
            };
        };
        DocumentFileListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["DocumentFile"][];
        };
        UploadFileBody: {
            /**
             * Format: binary
             * @description The file; at most 10 MB.
             */
            file: string;
        };
        DocumentFileResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["DocumentFile"];
        };
        FeatureDocBody: {
            student_user_id: number;
            /** @description A feature of a service the student availed. */
            feature_id: number;
            /** @description A file uploaded with kind feature_doc for this student. */
            map_id: number;
            title: string;
            note?: string;
        };
        FeatureDoc: {
            feature_doc_id: number;
            student_user_id: number;
            feature_id: number;
            feature_name: string;
            title: string;
            note: string | null;
            document: components["schemas"]["DocumentFile"];
            added_by: {
                user_id: number;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
        };
        FeatureDocResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["FeatureDoc"];
        };
        FeatureDocListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["FeatureDoc"][];
        };
        /** @description The spec's tracking event, exactly. */
        TrackingEvent: {
            /** @enum {string} */
            event: "start" | "heartbeat" | "end";
            /** @description The id kept in local storage. */
            session_id: string;
            /** @description The id kept in session storage. */
            visit_id: string;
            /** @description The caller's own user id. */
            user_id: number;
            /** @description The route's key, e.g. student_details. */
            page_key: string;
            path: string;
            referrer: string | null;
            /**
             * Format: date-time
             * @description When the page view began; the same on every event of the view.
             */
            started_at: string;
            /**
             * Format: date-time
             * @description When this event was emitted (equal to started_at on start).
             */
            ended_at: string;
            /** @description Active time since the previous event of this page view. */
            delta_active_ms: number;
            /** @description Idle time (after 60 s without activity) since the previous event of this page view. */
            delta_idle_ms: number;
            meta: {
                ua: string;
                viewport: {
                    width: number;
                    height: number;
                };
            };
        };
        TrackingResult: {
            /** @constant */
            status: true;
            data: {
                /** @description The event was counted now. */
                recorded: boolean;
                /** @description The same event (same natural key) was already counted; nothing was added. */
                duplicate: boolean;
            };
        };
        AiAgentChatBody: {
            message: string;
            /**
             * Format: uuid
             * @description The anonymous session id of a previous answer; omitted on the first message.
             */
            session_id?: string;
            /** @description The public page the visitor is on, as context. */
            page_path?: string;
        };
        AiReplyResult: {
            /** @constant */
            status: true;
            data: {
                /** Format: uuid */
                session_id: string;
                /** @description The assistant's answer (plain text with light Markdown). */
                reply: string;
                /** Format: date-time */
                created_at: string;
            };
        };
        AiSessionBody: {
            /**
             * @description gpt for /unipath-gpt; counselor_assistant for /ai-chat (not for students).
             * @enum {string}
             */
            mode: "gpt" | "counselor_assistant";
            /** @description The student the session is about, if any. */
            student_user_id?: number;
        };
        AiSessionResult: {
            /** @constant */
            status: true;
            data: {
                /** Format: uuid */
                session_id: string;
                /** @enum {string} */
                mode: "gpt" | "counselor_assistant";
                student_user_id: number | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        AiChatLogBody: {
            /** Format: uuid */
            session_id: string;
            /** @enum {string} */
            role: "user" | "assistant";
            content: string;
        };
        AiChatLogResult: {
            /** @constant */
            status: true;
            data: {
                log_id: number;
                /** Format: uuid */
                session_id: string;
                /** @enum {string} */
                role: "user" | "assistant";
                /** Format: date-time */
                created_at: string;
            };
        };
        AiApplicationChatBody: {
            student_user_id: number;
            /** @description An application of that student. */
            sa_mapper_id: number;
            message: string;
            /**
             * Format: uuid
             * @description The session of a previous answer about the same application; omitted on the first message.
             */
            session_id?: string;
        };
        /**
         * @description The status of an application (our design; the spec does not show the values). Labels, sub-statuses and the
         *     allowed next statuses come from GET /common/application-statuses.
         * @enum {string}
         */
        ApplicationStatus: "applied" | "submitted" | "conditional_offer" | "unconditional_offer" | "offer_accepted" | "deposit_paid" | "visa_applied" | "visa_granted" | "visa_refused" | "enrolled" | "deferred" | "rejected" | "withdrawn";
        /** @description A student as the student lists show them. */
        StudentSummary: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            /** @description False once the account was set inactive. */
            active: boolean;
            /** @description The recruiting agent or franchise, if any. */
            agent_user_id: number | null;
            agent_name: string | null;
            /** @description The linked school counselor, if any. */
            sc_user_id: number | null;
            preferred_country_id: number | null;
            preferred_course_level_id: number | null;
            application_count: number;
            /** @description The status of the most recently updated application. */
            latest_application_status: components["schemas"]["ApplicationStatus"] | null;
            /** Format: date-time */
            created_at: string;
        };
        StudentSummaryPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["StudentSummary"][];
            };
        };
        StaffAssignmentMember: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            /** @enum {string} */
            user_type: "counselor" | "operations" | "visa" | "student_support" | "operations_manager";
            /** Format: date-time */
            assigned_at: string;
        };
        /** @description The agent, franchise or school counselor linked to a student. */
        StudentPartnerRef: {
            user_id: number;
            first_name: string;
            last_name: string;
            organisation: string | null;
            /** Format: email */
            email: string;
            mobile: string | null;
        };
        StaffAssignmentList: {
            student_user_id: number;
            /** @description Assigned staff, by role then name. */
            staff: components["schemas"]["StaffAssignmentMember"][];
            agent: components["schemas"]["StudentPartnerRef"] | null;
            school_counselor: components["schemas"]["StudentPartnerRef"] | null;
        };
        StaffAssignmentListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["StaffAssignmentList"];
        };
        /**
         * @description An item of the pre-application checklist (our design).
         * @enum {string}
         */
        ChecklistKey: "passport" | "academic_transcripts" | "english_test_score" | "sop" | "lor" | "cv" | "financial_documents" | "application_fee" | "portfolio" | "other_documents";
        /** @description A user who did something on a student's record. */
        StudentActor: {
            user_id: number;
            /** @description First and last name. */
            name: string;
            role: components["schemas"]["UserType"];
        };
        ChecklistItem: {
            key: components["schemas"]["ChecklistKey"];
            label: string;
            done: boolean;
            note: string | null;
            /** Format: date-time */
            updated_at: string | null;
            updated_by: components["schemas"]["StudentActor"] | null;
        };
        /** @description A student's pre-application checklist. */
        ChecklistInfo: {
            student_user_id: number;
            /** @description Every checklist key, in the order of the enum. */
            items: components["schemas"]["ChecklistItem"][];
            remarks: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        /** @description The /student_details/{student_user_id} header and overview. */
        StudentDetails: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            active: boolean;
            city_id: number | null;
            city_name: string | null;
            preferred_country_id: number | null;
            preferred_country_name: string | null;
            preferred_course_level_id: number | null;
            preferred_course_level_name: string | null;
            agent: components["schemas"]["StudentPartnerRef"] | null;
            school_counselor: components["schemas"]["StudentPartnerRef"] | null;
            application_count: number;
            /** @description How many of the seven AIS sections have at least one item. */
            ais_sections_filled: number;
            application_checklist: components["schemas"]["ChecklistInfo"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        StudentDetailsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["StudentDetails"];
        };
        ServicesAvailedFeature: {
            feature_id: number;
            feature_name: string;
            /** Format: date-time */
            completed_at: string | null;
        };
        /** @description A service the student bought. */
        ServicesAvailedService: {
            service_id: number;
            service_name: string;
            plan_id: number | null;
            plan_name: string | null;
            /** Format: date-time */
            purchased_at: string;
            /**
             * @description delivered once the final delivery was recorded.
             * @enum {string}
             */
            status: "active" | "delivered" | "cancelled";
            /** Format: date-time */
            final_delivered_at: string | null;
            final_delivered_by: components["schemas"]["StudentActor"] | null;
            final_delivery_note: string | null;
            /** @description The features (deliverables) of the service. */
            features: components["schemas"]["ServicesAvailedFeature"][];
        };
        ServicesAvailed: {
            student_user_id: number;
            /** @description The automation service is availed. */
            user_automation_avail: boolean;
            /** @description The messaging service is availed. */
            user_messages_avail: boolean;
            /** @description The email service is availed. */
            user_emails_avail: boolean;
            /** @description Newest purchase first. */
            services: components["schemas"]["ServicesAvailedService"][];
        };
        ServicesAvailedResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ServicesAvailed"];
        };
        ServicesAvailedFinalDeliveryBody: {
            /** @description A service the student bought (from student-services-availed). */
            service_id: number;
            /**
             * Format: date
             * @description The day of the delivery; today when left out. Not in the future (422).
             */
            delivered_on?: string;
            note?: string;
        };
        ServicesAvailedServiceResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ServicesAvailedService"];
        };
        FeatureMarkCompletedBody: {
            student_user_id: number;
            /** @description A service the student bought. */
            service_id: number;
            /** @description A feature of that service. */
            feature_id: number;
            note?: string;
        };
        FeatureCompletion: {
            service_id: number;
            service_name: string;
            feature_id: number;
            feature_name: string;
            /** Format: date-time */
            completed_at: string;
            completed_by: components["schemas"]["StudentActor"];
            note: string | null;
        };
        FeatureCompletionResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["FeatureCompletion"];
        };
        FeatureCompletionList: {
            student_user_id: number;
            /** @description Newest first. */
            items: components["schemas"]["FeatureCompletion"][];
        };
        FeatureCompletionListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["FeatureCompletionList"];
        };
        ChecklistItemInput: {
            key: components["schemas"]["ChecklistKey"];
            done: boolean;
            note?: string | null;
        };
        ChecklistSaveBody: {
            /** @description The items to set; items left out keep their state. A key given twice is a 422. */
            items: components["schemas"]["ChecklistItemInput"][];
            /** @description Free remarks on the checklist; left out keeps them. */
            remarks?: string | null;
        };
        ChecklistInfoResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ChecklistInfo"];
        };
        StudentActiveStatus: {
            student_user_id: number;
            active: boolean;
            /** Format: date-time */
            changed_at: string;
        };
        StudentActiveStatusResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["StudentActiveStatus"];
        };
        /**
         * @description An intake month in the spec's 3-letter intake form.
         * @enum {string}
         */
        ApplicationIntakeMonth: "Jan" | "Feb" | "Mar" | "Apr" | "May" | "Jun" | "Jul" | "Aug" | "Sep" | "Oct" | "Nov" | "Dec";
        /** @description The intake year. */
        ApplicationIntakeYear: number;
        StudentCreateBody: {
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: components["schemas"]["Mobile"];
            city_id?: number;
            preferred_country_id?: number;
            preferred_course_level_id?: number;
            intake?: components["schemas"]["ApplicationIntakeMonth"];
            intake_year?: components["schemas"]["ApplicationIntakeYear"];
            /**
             * @description Mail the student a link to set their password.
             * @default true
             */
            send_welcome_email: boolean;
        };
        StudentSummaryResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["StudentSummary"];
        };
        /** @enum {string} */
        AssessLevel: "secondary" | "higher_secondary" | "diploma" | "bachelors" | "masters" | "doctorate";
        /** @description The profile assessment (our design). */
        AssessUserBody: {
            student_user_id: number;
            highest_qualification: components["schemas"]["AssessLevel"];
            /** @description The result of the highest qualification, as a percentage. */
            qualification_percentage: number;
            passing_year?: number;
            /** @enum {string} */
            english_test: "ielts" | "toefl" | "pte" | "duolingo" | "none";
            /**
             * @description The overall score; 422 when out of the range of that test (IELTS 0-9, TOEFL 0-120, PTE 10-90, Duolingo 10-160)
             *     or given with none.
             */
            english_test_score?: number | null;
            work_experience_months?: number;
            /** @description Months of study gap since the last qualification. */
            gap_months?: number;
            preferred_country_ids?: number[];
            preferred_course_level_id?: number;
            intake?: components["schemas"]["ApplicationIntakeMonth"];
            intake_year?: components["schemas"]["ApplicationIntakeYear"];
            /** @description Yearly budget for tuition and living. */
            budget_amount?: number | null;
            /** @description ISO 4217 code of budget_amount. */
            budget_currency?: string;
        };
        AssessUserRecord: {
            assessment_id: number;
            student_user_id: number;
            highest_qualification: components["schemas"]["AssessLevel"];
            qualification_percentage: number;
            passing_year?: number | null;
            /** @enum {string} */
            english_test: "ielts" | "toefl" | "pte" | "duolingo" | "none";
            english_test_score: number | null;
            work_experience_months?: number | null;
            gap_months?: number | null;
            preferred_country_ids: number[];
            preferred_course_level_id?: number | null;
            intake?: components["schemas"]["ApplicationIntakeMonth"] | null;
            intake_year?: number | null;
            budget_amount?: number | null;
            budget_currency?: string | null;
            saved_by: components["schemas"]["StudentActor"];
            /** Format: date-time */
            saved_at: string;
        };
        AssessUserResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AssessUserRecord"];
        };
        RecommendationCreateBody: {
            /** @description The students to recommend the course to. */
            student_user_ids: number[];
            /** @description Why this course; shown to the student. */
            note?: string;
        };
        RecommendationResult: {
            /** @constant */
            status: true;
            data: {
                course_id: number;
                /** @description Students who got the recommendation now. */
                recommended_student_user_ids: number[];
                /** @description Students who had it already (left unchanged). */
                already_recommended_student_user_ids: number[];
            };
        };
        RecommendationCount: {
            /** @description The student counted, or null when counting what the caller recommended. */
            student_user_id: number | null;
            total: number;
            /** Format: date-time */
            latest_at: string | null;
        };
        RecommendationCountResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["RecommendationCount"];
        };
        /** @description A course on a student's University Preference list (our addition), with who recommended it, when and why. */
        RecommendedCourse: components["schemas"]["CourseItem"] & {
            /** @description Who put the course on the list (the student, when they shortlisted it themselves). */
            recommended_by: {
                user_id: number;
                name: string;
                role: components["schemas"]["UserType"];
            };
            /** Format: date-time */
            recommended_at: string;
            note: string | null;
        };
        RecommendedCourseList: {
            student_user_id: number;
            /** @description Newest recommendation first. */
            items: components["schemas"]["RecommendedCourse"][];
        };
        RecommendedCourseListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["RecommendedCourseList"];
        };
        PsmItem: {
            key: string;
            label: string;
            done: boolean;
        };
        PsmSection: {
            /** @enum {string} */
            key: "personal" | "address" | "academics" | "tests" | "work" | "documents" | "preferences" | "ais";
            label: string;
            percent: number;
            /** @description Share of the overall percent, in points; the weights add up to 100. */
            weight: number;
            /** @description What the section checks. */
            items: components["schemas"]["PsmItem"][];
        };
        PsmResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                percent: number;
                sections: components["schemas"]["PsmSection"][];
                /** Format: date-time */
                computed_at: string;
            };
        };
        ApplicationCourse: {
            course_id: number;
            course_name: string;
            course_level_id: number | null;
            university_id: number;
            university_name: string;
            country_id: number;
            /** @description The university's country name. */
            country: string;
        };
        /** @description A student's application to a course. */
        Application: {
            sa_mapper_id: number;
            student_user_id: number;
            student_name: string;
            course: components["schemas"]["ApplicationCourse"];
            intake: components["schemas"]["ApplicationIntakeMonth"];
            intake_year: components["schemas"]["ApplicationIntakeYear"];
            status: components["schemas"]["ApplicationStatus"];
            /** @description A sub-status of the status (from the statuses list), or null. */
            sub_status: string | null;
            /** Format: date-time */
            status_changed_at: string;
            created_by: components["schemas"]["StudentActor"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ApplicationListResult: {
            /** @constant */
            status: true;
            data: {
                student_user_id: number;
                /** @description Newest first. */
                items: components["schemas"]["Application"][];
            };
        };
        ApplicationPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Application"][];
            };
        };
        ApplicationCreateBody: {
            /** @description The student applying (a student passes their own id). */
            student_user_id: number;
            course_id: number;
            intake: components["schemas"]["ApplicationIntakeMonth"];
            intake_year: components["schemas"]["ApplicationIntakeYear"];
        };
        ApplicationResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Application"];
        };
        ApplicationStale: components["schemas"]["Application"] & {
            /** @description Whole days since the last status change. */
            days_in_status: number;
        };
        ApplicationStalePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ApplicationStale"][];
            };
        };
        ApplicationStatusCount: {
            status: components["schemas"]["ApplicationStatus"];
            count: number;
        };
        ApplicationUniversityCount: {
            university_id: number;
            university_name: string;
            country: string;
            total: number;
            /** @description Only the statuses with a count above zero. */
            by_status: components["schemas"]["ApplicationStatusCount"][];
        };
        ApplicationUniversityCountPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ApplicationUniversityCount"][];
            };
        };
        ApplicationCountByStatusResult: {
            /** @constant */
            status: true;
            data: {
                /** @description Every status, in pipeline order, zero counts included. */
                items: components["schemas"]["ApplicationStatusCount"][];
                total: number;
            };
        };
        ApplicationMonthCount: {
            /** @description The month, YYYY-MM. */
            month: string;
            count: number;
        };
        ApplicationCountByTimeResult: {
            /** @constant */
            status: true;
            data: {
                /** @description Oldest month first; months without applications count 0. */
                months: components["schemas"]["ApplicationMonthCount"][];
                total: number;
            };
        };
        ApplicationOfferPending: components["schemas"]["Application"] & {
            /**
             * Format: date-time
             * @description When the application moved to its offer status.
             */
            offer_received_at: string;
            days_waiting: number;
        };
        ApplicationOfferPendingPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ApplicationOfferPending"][];
            };
        };
        ApplicationDepositPayable: components["schemas"]["Application"] & {
            /** @description The deposit the university asks for, when known. */
            deposit_amount: number | null;
            currency: string | null;
            /** Format: date */
            deposit_due_date: string | null;
            /** Format: date-time */
            offer_accepted_at: string;
        };
        ApplicationDepositPayablePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ApplicationDepositPayable"][];
            };
        };
        ApplicationSubStatus: {
            sub_status: string;
            label: string;
        };
        ApplicationStatusInfo: {
            status: components["schemas"]["ApplicationStatus"];
            label: string;
            /** @description Position in the pipeline. */
            order: number;
            /**
             * @description The application ended without enrolment (rejected, withdrawn, visa_refused); any other status counts as open
             *     for the duplicate check.
             */
            closed: boolean;
            sub_statuses: components["schemas"]["ApplicationSubStatus"][];
            /** @description The statuses staff may move an application to from this one. */
            next_statuses: components["schemas"]["ApplicationStatus"][];
        };
        ApplicationStatusListResult: {
            /** @constant */
            status: true;
            /** @description In pipeline order. */
            data: components["schemas"]["ApplicationStatusInfo"][];
        };
        ApplicationStatusChangeBody: {
            /** @description The status the caller saw; 409 when the application is no longer in it. */
            expected_status: components["schemas"]["ApplicationStatus"];
            /** @description The new status: one of the next statuses of the current one. */
            status: components["schemas"]["ApplicationStatus"];
            /** @description A sub-status of the new status, or null. */
            sub_status?: string | null;
            /** @description Kept on the timeline entry. */
            note?: string;
        };
        SopQuestion: {
            question_id: number;
            question: string;
            hint: string | null;
            max_length: number;
            answer: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        SopAnswers: {
            student_user_id: number;
            /** @description Every SOP question, in order, with the answer so far. */
            questions: components["schemas"]["SopQuestion"][];
            answered_count: number;
            /** Format: date-time */
            updated_at: string | null;
        };
        SopAnswersResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["SopAnswers"];
        };
        SopAnswerInput: {
            question_id: number;
            /** @description An empty answer clears it; longer than the question's max_length is a 422. */
            answer: string;
        };
        SopAnswersBody: {
            student_user_id: number;
            /** @description Answers to set; questions left out keep theirs. */
            answers: components["schemas"]["SopAnswerInput"][];
        };
        CounsellingOption: {
            option_id: number;
            label: string;
        };
        QuestionResponse: {
            response_id: number;
            student_user_id: number;
            question_id: number;
            question: string;
            answer_text: string | null;
            selected_option_ids: number[];
            answered_by: components["schemas"]["StudentActor"];
            /** Format: date-time */
            answered_at: string;
        };
        CounsellingQuestion: {
            question_id: number;
            question: string;
            /**
             * @description text takes answer_text; a choice takes selected_option_ids (one only for single_choice).
             * @enum {string}
             */
            kind: "text" | "single_choice" | "multiple_choice";
            /** @description The options in display order; empty for a text question. */
            options: components["schemas"]["CounsellingOption"][];
            /** @description The student's answer so far, or null. */
            response: components["schemas"]["QuestionResponse"] | null;
        };
        CounsellingQuestionnaire: {
            student_user_id: number;
            /** @description Every counselling question, in order, with its options and the answer so far. */
            questions: components["schemas"]["CounsellingQuestion"][];
            answered_count: number;
        };
        CounsellingQuestionnaireResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["CounsellingQuestionnaire"];
        };
        /** @description Exactly one of answer_text and selected_option_ids; which one must fit the question (else 422). */
        QuestionResponseBody: {
            student_user_id: number;
            /** @description A question of the counselling questionnaire. */
            question_id: number;
            /** @description For a free-text question. */
            answer_text?: string;
            /** @description For a choice question. */
            selected_option_ids?: number[];
        } & (unknown | unknown);
        QuestionResponseResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["QuestionResponse"];
        };
        /** @description One item of the AIS academic qualifications. */
        AisQualification: {
            /** @enum {string} */
            level: "secondary" | "higher_secondary" | "diploma" | "bachelors" | "masters" | "doctorate" | "other";
            institution: string;
            board_or_university: string;
            country_id: number;
            /** Format: date */
            start_date: string;
            /**
             * Format: date
             * @description Null while still studying; not before start_date (422).
             */
            end_date: string | null;
            /** @enum {string} */
            grade_type: "percentage" | "cgpa" | "grade";
            /** @description percentage 0-100, cgpa 0-10, or a letter grade; else 422. */
            grade: string;
            /** @description Language of instruction. */
            medium: string;
        };
        AisQualificationsBody: {
            student_user_id: number;
            /** @description The whole academic qualifications list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisQualification"][];
        };
        AisQualifications: {
            student_user_id: number;
            items: components["schemas"]["AisQualification"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisQualificationsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisQualifications"];
        };
        /** @description One item of the AIS study gaps. */
        AisGap: {
            /** Format: date */
            from_date: string;
            /**
             * Format: date
             * @description Not before from_date (422).
             */
            to_date: string;
            reason: string;
        };
        AisGapsBody: {
            student_user_id: number;
            /** @description The whole study gaps list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisGap"][];
        };
        AisGaps: {
            student_user_id: number;
            items: components["schemas"]["AisGap"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisGapsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisGaps"];
        };
        /** @description One item of the AIS certifications. */
        AisCertification: {
            name: string;
            issuer: string;
            /** Format: date */
            issued_on: string;
            /** @description The score or grade, when the certificate has one. */
            score: string | null;
            /**
             * Format: date
             * @description Not before issued_on (422).
             */
            expires_on: string | null;
        };
        AisCertificationsBody: {
            student_user_id: number;
            /** @description The whole certifications list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisCertification"][];
        };
        AisCertifications: {
            student_user_id: number;
            items: components["schemas"]["AisCertification"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisCertificationsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisCertifications"];
        };
        /** @description One item of the AIS travel history. */
        AisTravelEntry: {
            country_id: number;
            /** Format: date */
            from_date: string;
            /**
             * Format: date
             * @description Not before from_date (422).
             */
            to_date: string;
            /** @enum {string} */
            purpose: "study" | "work" | "tourism" | "business" | "other";
            visa_type: string;
        };
        AisTravelHistoryBody: {
            student_user_id: number;
            /** @description The whole travel history list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisTravelEntry"][];
        };
        AisTravelHistory: {
            student_user_id: number;
            items: components["schemas"]["AisTravelEntry"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisTravelHistoryResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisTravelHistory"];
        };
        /** @description One item of the AIS work history. */
        AisWorkEntry: {
            employer: string;
            job_title: string;
            /** Format: date */
            from_date: string;
            /**
             * Format: date
             * @description Null exactly when currently_working is true (else 422); not before from_date (422).
             */
            to_date: string | null;
            currently_working: boolean;
            duties?: string;
        };
        AisWorkHistoryBody: {
            student_user_id: number;
            /** @description The whole work history list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisWorkEntry"][];
        };
        AisWorkHistory: {
            student_user_id: number;
            items: components["schemas"]["AisWorkEntry"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisWorkHistoryResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisWorkHistory"];
        };
        /** @description One item of the AIS visa rejections. */
        AisVisaRejection: {
            country_id: number;
            visa_type: string;
            /**
             * Format: date
             * @description Not in the future (422).
             */
            rejected_on: string;
            /** @description The reason given in the refusal letter. */
            reason?: string;
        };
        AisVisaRejectionsBody: {
            student_user_id: number;
            /** @description The whole visa rejections list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisVisaRejection"][];
        };
        AisVisaRejections: {
            student_user_id: number;
            items: components["schemas"]["AisVisaRejection"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisVisaRejectionsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisVisaRejections"];
        };
        /** @description One item of the AIS family details. */
        AisFamilyMember: {
            /** @enum {string} */
            relation: "father" | "mother" | "spouse" | "brother" | "sister" | "son" | "daughter" | "guardian" | "other";
            name: string;
            occupation?: string | null;
            annual_income?: number | null;
            /** @description ISO 4217 code; required when annual_income is given (422). */
            income_currency?: string | null;
            mobile?: components["schemas"]["Mobile"] | null;
            /** Format: email */
            email?: string | null;
            /** @description The nationality, e.g. Indian. */
            nationality: string;
        };
        AisFamilyDetailsBody: {
            student_user_id: number;
            /** @description The whole family details list; it replaces the saved one (an empty list clears it). */
            items: components["schemas"]["AisFamilyMember"][];
        };
        AisFamilyDetails: {
            student_user_id: number;
            items: components["schemas"]["AisFamilyMember"][];
            /** Format: date-time */
            updated_at: string | null;
        };
        AisFamilyDetailsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisFamilyDetails"];
        };
        /** @description The whole Additional Information Sheet of a student. */
        AisSheet: {
            student_user_id: number;
            qualifications: components["schemas"]["AisQualification"][];
            gaps: components["schemas"]["AisGap"][];
            certifications: components["schemas"]["AisCertification"][];
            travel_history: components["schemas"]["AisTravelEntry"][];
            work_history: components["schemas"]["AisWorkEntry"][];
            visa_rejections: components["schemas"]["AisVisaRejection"][];
            family_details: components["schemas"]["AisFamilyMember"][];
            /**
             * Format: date-time
             * @description The last save of any section, or null when nothing was saved yet.
             */
            updated_at: string | null;
        };
        AisSheetResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AisSheet"];
        };
        /**
         * @description The screen the search ran on.
         * @enum {string}
         */
        SearchLogSource: "university_search" | "course_search" | "home_search" | "accommodation_search";
        /** @description The filters applied to the search. */
        SearchLogFilters: {
            country_ids?: number[];
            university_ids?: number[];
            course_level_ids?: number[];
            course_category_ids?: number[];
            intakes?: components["schemas"]["ApplicationIntakeMonth"][];
            tuition_min?: number;
            tuition_max?: number;
            /**
             * @description Which tuition filter values were used (local or the USD variant).
             * @enum {string}
             */
            fee_currency?: "local" | "usd";
        };
        SearchLogRecordBody: {
            source: components["schemas"]["SearchLogSource"];
            /** @description The search text; empty for a filters-only search. */
            query: string;
            filters?: components["schemas"]["SearchLogFilters"];
            results_count: number;
        };
        SearchLogCreatedResult: {
            /** @constant */
            status: true;
            data: {
                log_id: number;
                /** Format: date-time */
                created_at: string;
            };
        };
        SearchLogEntryBody: {
            source: components["schemas"]["SearchLogSource"];
            query: string;
            results_count?: number;
            /** @description The page the search box is on (the tracking page_key). */
            page_key?: string;
        };
        FilterLogBody: {
            source: components["schemas"]["SearchLogSource"];
            /** @description The filter, e.g. country_id, course_level_id, tuition_fee. */
            filter_name: string;
            /** @description The value chosen, as text (ids comma-separated). */
            filter_value?: string;
            /** @enum {string} */
            action: "applied" | "removed" | "cleared";
        };
        /** @enum {string} */
        TaskFilter: "important" | "completed" | "deleted";
        /**
         * @description The priority, shown as the tag.
         * @enum {string}
         */
        TaskPriority: "low" | "medium" | "high";
        /** @enum {string} */
        TaskStatus: "open" | "completed" | "deleted";
        TaskUser: {
            user_id: number;
            first_name: string;
            last_name: string;
            user_type: components["schemas"]["UserType"];
        };
        TaskStudent: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
        };
        Task: {
            task_id: number;
            title: string;
            description: string | null;
            /** Format: date */
            due_date: string | null;
            priority: components["schemas"]["TaskPriority"];
            important: boolean;
            status: components["schemas"]["TaskStatus"];
            assigned_to: components["schemas"]["TaskUser"];
            created_by: components["schemas"]["TaskUser"];
            /** @description The student the task is about, if any. */
            student_user_id: number | null;
            student: components["schemas"]["TaskStudent"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            deleted_at: string | null;
        };
        TaskPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Task"][];
            };
        };
        TaskSaveBody: {
            /** @description Given: update that task (the caller created it or it is assigned to them). Left out: create. */
            task_id?: number;
            title: string;
            description?: string | null;
            /**
             * Format: date
             * @description Creating a task due in the past is a 422.
             */
            due_date?: string | null;
            /** @default medium */
            priority: components["schemas"]["TaskPriority"];
            /** @default false */
            important: boolean;
            /**
             * @description completed closes the task, open reopens it (deleting goes through the GET).
             * @default open
             * @enum {string}
             */
            status: "open" | "completed";
            /** @description The assignee, one of GET /common/tasks-users (422 otherwise); the caller when left out. */
            assigned_to?: number;
            /** @description The student the task is about (a student the caller reaches), or null. */
            student_user_id?: number | null;
        };
        TaskResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Task"];
        };
        TaskUserTasksResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Task"][];
                /** @description The task moved to the deleted list by this call (delete_task_id), or null. */
                deleted_task_id: number | null;
            };
        };
        TaskUserPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["TaskUser"][];
            };
        };
        TaskStudentPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["TaskStudent"][];
            };
        };
        /**
         * @description A payment transaction's id: opaque, made by the server (letters and digits, at most 25 characters so that it
         *     can be the gateway's `txnid`).
         */
        PaymentTransactionId: string;
        /**
         * @description Who takes the payment; `sandbox` is the local (offline) adapter.
         * @enum {string}
         */
        PaymentProvider: "razorpay" | "payu" | "sandbox";
        /**
         * @description What kind of service; automation, messages and emails are the lead tool's services.
         * @enum {string}
         */
        ServiceType: "IELTS" | "application" | "visa" | "accommodation" | "automation" | "messages" | "emails";
        /** @description An ISO 4217 currency code. */
        PaymentCurrency: string;
        /** @description The plan being paid, as it was when the transaction was made. */
        PlanRef: {
            plan_id: number;
            name: string;
            service_id: number;
            service_name: string;
            service_type: components["schemas"]["ServiceType"];
            /** @description The plan's full price in major units. */
            price: number;
            currency: components["schemas"]["PaymentCurrency"];
        };
        /**
         * @description A percentage of the plan's price, or a flat amount in the coupon's currency.
         * @enum {string}
         */
        CouponDiscountType: "percent" | "flat";
        /** @description The coupon applied to a payment. */
        PaymentCouponApplied: {
            cc_id: number;
            code: string;
            discount_type: components["schemas"]["CouponDiscountType"];
            value: number;
            /** @description The discount on the plan's price, in the plan's currency. */
            discount_amount: number;
        };
        /** @description Options for the card provider's checkout. */
        CheckoutRazorpay: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "razorpay";
            /** @description The public key id (never the secret). */
            key_id: string;
            /** @description The provider's order, created by the server for this transaction's amount. */
            order_id: string;
            /** @description The amount in minor units (paise, cents), as the provider expects. */
            amount: number;
            currency: components["schemas"]["PaymentCurrency"];
            /**
             * Format: uri
             * @description The make's `url` with `transaction_id` added (used in redirect mode).
             */
            callback_url: string;
            /** @description What the checkout shows (the service and plan name). */
            description?: string;
        };
        /** @description The gateway's hosted-page form. */
        CheckoutPayu: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "payu";
            /**
             * Format: uri
             * @description The gateway's form address (configured).
             */
            action: string;
            /** @constant */
            method: "POST";
            /**
             * @description The form's hidden inputs, all made by the server: key, txnid (= transaction_id), amount (major units,
             *     two decimals), productinfo, firstname, email, phone, surl, furl, udf1 (student_user_id), udf2 (plan_id),
             *     udf3–udf5 (empty) and hash (SHA-512 of `key|txnid|amount|productinfo|firstname|email|udf1|…|udf5||||||salt`).
             */
            fields: {
                key: string;
                txnid: string;
                amount: string;
                productinfo: string;
                firstname: string;
                email: string;
                surl: string;
                furl: string;
                hash: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The local (offline) adapter's hosted page. */
        CheckoutSandbox: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            provider: "sandbox";
            /**
             * Format: uri
             * @description The local hosted page on our own origin, where the tester picks success, failure or cancel.
             */
            redirect_url: string;
        };
        /** @description What the SPA needs to take the browser through the provider, by `provider`. */
        Checkout: components["schemas"]["CheckoutRazorpay"] | components["schemas"]["CheckoutPayu"] | components["schemas"]["CheckoutSandbox"];
        /** @description A new pending transaction and its checkout. */
        PaymentStart: {
            transaction_id: components["schemas"]["PaymentTransactionId"];
            provider: components["schemas"]["PaymentProvider"];
            /** @constant */
            status: "pending";
            student_user_id: number;
            plan: components["schemas"]["PlanRef"];
            /** @description The plan's price before the coupon. */
            list_price: number;
            /** @description The coupon's discount (0 without a coupon). */
            discount_amount: number;
            /** @description What this transaction charges, in major units, computed by the server. */
            amount: number;
            currency: components["schemas"]["PaymentCurrency"];
            /** @description Whether this is the plan's first instalment. */
            part_payment: boolean;
            /** @description What will remain to pay for the plan once this transaction is paid (0 for a full payment). */
            balance_after: number;
            /** @description The coupon applied, or null. */
            coupon: components["schemas"]["PaymentCouponApplied"] | null;
            checkout: components["schemas"]["Checkout"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description After this the transaction can no longer be paid (60 minutes after creation).
             */
            expires_at?: string;
        };
        PaymentStartResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["PaymentStart"];
        };
        /**
         * @description A transaction's state. pending moves once to paid, failed or cancelled (the provider's answer), which are final.
         *     expired: closed unanswered when its 60 minutes had passed and the plan was paid again; a capture the provider
         *     reports later is still recorded (paid, or refund_due). refund_due (final): money arrived that could not be
         *     applied (the plan was already paid, or the coupon had no use left for it); it is kept for a refund and never
         *     added to the order, and every verify of it answers 409 with the reason.
         * @enum {string}
         */
        PaymentStatus: "pending" | "paid" | "failed" | "cancelled" | "expired" | "refund_due";
        /** @description A payment transaction's state. */
        PaymentTransaction: {
            transaction_id: components["schemas"]["PaymentTransactionId"];
            provider: components["schemas"]["PaymentProvider"];
            status: components["schemas"]["PaymentStatus"];
            /** @description The transaction's amount in major units. */
            amount: number;
            currency: components["schemas"]["PaymentCurrency"];
            /**
             * Format: date-time
             * @description When it became paid; null unless paid.
             */
            paid_at: string | null;
            plan_id: number;
            student_user_id: number;
            part_payment: boolean;
            /** @description The provider's payment id (razorpay_payment_id or mihpayid); null while pending or in the sandbox. */
            provider_payment_id: string | null;
            /** @description Why it failed or was cancelled, as the provider said, or why it expired; null otherwise. */
            failure_reason: string | null;
            /** @description The shop order made or updated when it became paid; null otherwise. */
            so_id: number | null;
        };
        PaymentTransactionResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["PaymentTransaction"];
        };
        CouponUsage: {
            /** @description How many times it may be used in all; null for no limit. */
            limit: number | null;
            used: number;
            /** @description How many times one student may use it; null for no limit. */
            per_student_limit: number | null;
        };
        Coupon: {
            cc_id: number;
            code: string;
            description: string | null;
            discount_type: components["schemas"]["CouponDiscountType"];
            /** @description The percentage (at most 100) or the flat amount. */
            value: number;
            /** @description The currency of a flat coupon (it applies only to plans in that currency); null for percent. */
            currency: components["schemas"]["PaymentCurrency"] | null;
            /** @description The cap of a percent discount, in the plan's currency; null for none. */
            max_discount: number | null;
            /** Format: date */
            valid_from: string | null;
            /**
             * Format: date
             * @description The last day it can be used; null for no end.
             */
            valid_until: string | null;
            usage: components["schemas"]["CouponUsage"];
            /** @description Usable only by the students it is assigned to. */
            assigned_only: boolean;
            /** @description The plans it applies to; null for every plan. */
            plan_ids: number[] | null;
            is_active: boolean;
            /**
             * @description The minimum order, in integer minor units of `min_currency` (our design): the coupon applies only to a plan
             *     priced in `min_currency` at or above it; a plan in another currency or priced below is refused with 422
             *     ("the coupon needs an order of at least ₹1,000.00"). A percent coupon names its own `min_currency`; a flat
             *     coupon's minimum is in the coupon's currency. Null for no minimum.
             */
            min_amount_minor: number | null;
            /** @description The currency of the minimum order; null when there is none. */
            min_currency: components["schemas"]["PaymentCurrency"] | null;
        };
        CouponPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Coupon"][];
            };
        };
        PaymentStudentRef: {
            student_user_id: number;
            name: string;
        };
        CouponAssignment: {
            assignment_id: number;
            coupon: components["schemas"]["Coupon"];
            student: components["schemas"]["PaymentStudentRef"];
            assigned_by: {
                user_id: number;
                name: string;
            };
            /** Format: date-time */
            assigned_at: string;
            used: boolean;
            /** Format: date-time */
            used_at: string | null;
            /** @description The paid transaction that used it; null while unused. */
            transaction_id: components["schemas"]["PaymentTransactionId"] | null;
        };
        CouponAssignmentPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["CouponAssignment"][];
            };
        };
        /** @description A coupon a student can use, with its effect on the plan asked about. */
        CouponOffer: {
            coupon: components["schemas"]["Coupon"];
            /** @description How many more times this student may use it; null for no limit. */
            uses_left: number | null;
            /** @description The discount on the plan of `plan_id`; null when no plan was given. */
            discount_amount: number | null;
            /** @description The plan's price less the discount; null when no plan was given. */
            amount_after_discount: number | null;
        };
        CouponVerification: {
            /** @description Pass it as `cc_id` to the make calls. */
            cc_id: number;
            code: string;
            discount_type: components["schemas"]["CouponDiscountType"];
            value: number;
            plan_id: number;
            currency: components["schemas"]["PaymentCurrency"];
            list_price: number;
            discount_amount: number;
            amount_after_discount: number;
            /** Format: date */
            valid_until: string | null;
        };
        CouponAssignBody: {
            cc_id: number;
            student_user_ids: number[];
            /** @description Shown to the students with the coupon. */
            note?: string;
        };
        CouponAssignResult: {
            cc_id: number;
            /** @description The students it was assigned to now. */
            assigned: number[];
            /** @description The students who already had it (skipped). */
            already_assigned: number[];
        };
        /**
         * @description The state of a payment owed to a university.
         * @enum {string}
         */
        PaymentUniversityFeeStatus: "due" | "initiated" | "paid" | "cancelled";
        /** @description A payment a student owes or made to a university. */
        PaymentUniversityFee: {
            payment_id: number;
            student: components["schemas"]["PaymentStudentRef"];
            /** @description The application it belongs to, when it belongs to one. */
            sa_mapper_id: number | null;
            university: {
                university_id: number;
                name: string;
            };
            /** @enum {string} */
            purpose: "application_fee" | "deposit" | "tuition" | "other";
            /** @description What is owed, in minor units of `currency` (cents, pence; a currency without minor units counts whole units). */
            amount_minor: number;
            currency: components["schemas"]["PaymentCurrency"];
            /** Format: date */
            due_date: string | null;
            status: components["schemas"]["PaymentUniversityFeeStatus"];
            /**
             * @description How it is paid.
             * @enum {string}
             */
            channel: "flywire" | "direct";
            /** @description The transfer provider's payment reference, once initiated. */
            provider_reference: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /**
             * @description (our design) Where the payment came from: `application` — the tuition deposit of an application that reached
             *     the accepted offer (kept in step with the application by the server); `staff` — recorded by staff
             *     (recordUniversityPayment).
             * @enum {string}
             */
            source: "application" | "staff";
            /** @description (our design) The university's recipient at the transfer provider, when it has one; null otherwise. */
            flywire: {
                id: number;
                recipient_code: string;
                /** Format: uri */
                payment_url: string | null;
            } | null;
            /** Format: date-time */
            updated_at: string;
        };
        PaymentUniversityFeePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["PaymentUniversityFee"][];
            };
        };
        /** @description (our design) A payment a student owes a university, recorded by staff. */
        PaymentUniversityFeeRecordBody: {
            /**
             * @description The caller's idempotency key: the same key sent again by the same caller answers the payment it recorded (200)
             *     instead of recording a second one; the same key with other values is 409.
             */
            request_key: string;
            student_user_id: number;
            university_id: number;
            /** @description The student's application to that university it belongs to (422 when it is another student's or another university's). */
            sa_mapper_id?: number | null;
            /** @enum {string} */
            purpose: "application_fee" | "deposit" | "tuition" | "other";
            amount_minor: number;
            currency: components["schemas"]["PaymentCurrency"];
            /** Format: date */
            due_date?: string | null;
            /**
             * @description How it will be paid (default flywire).
             * @enum {string}
             */
            channel?: "flywire" | "direct";
        };
        PaymentUniversityFeeResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["PaymentUniversityFee"];
        };
        /** @description (our design) A move of a university payment along its states. */
        PaymentUniversityFeeStatusBody: {
            /** @enum {string} */
            status: "due" | "initiated" | "paid" | "cancelled";
            /** @description The transfer provider's payment reference (kept when given; kept as it was when left out). */
            provider_reference?: string | null;
            note?: string;
        };
        FlywireUniversity: {
            /** @description Our id of the provider's recipient (for flywire-university-details). */
            id: number;
            /** @description The provider's code of the university. */
            recipient_code: string;
            name: string;
            country: {
                /** @description Our country id; null when not matched. */
                country_id: number | null;
                name: string;
            };
            city: string | null;
            currency: components["schemas"]["PaymentCurrency"];
            /** @description Our catalogue's university, when matched. */
            university_id: number | null;
        };
        FlywireUniversityPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["FlywireUniversity"][];
            };
        };
        FlywireUniversityDetails: components["schemas"]["FlywireUniversity"] & {
            payment_types: {
                code: string;
                name: string;
            }[];
            /** @description The currencies a payer may pay from. */
            payer_currencies: components["schemas"]["PaymentCurrency"][];
            /** @description What the provider asks the payer for. */
            required_fields: {
                name: string;
                label: string;
                required: boolean;
            }[];
            /**
             * Format: uri
             * @description The provider's payment page for this university.
             */
            payment_url: string | null;
            /** Format: uri */
            logo_url: string | null;
            /**
             * Format: date-time
             * @description When it was last refreshed from the provider.
             */
            synced_at: string;
        };
        FlywireCurrency: {
            code: components["schemas"]["PaymentCurrency"];
            name: string;
            symbol: string | null;
            /** @description Digits of the minor unit. */
            decimals: number;
        };
        /**
         * @description pending: started, not answered yet; paid; failed; cancelled (by the payer at the provider); expired (closed
         *     unanswered after 60 minutes); refund_due (money arrived for something already paid, kept for accounts to refund).
         * @enum {string}
         */
        TransactionListStatus: "pending" | "paid" | "failed" | "cancelled" | "expired" | "refund_due";
        TransactionListUser: {
            user_id: number;
            name: string;
            email: string;
        };
        /** @description One payment through the payment machine, as the transactions screen lists it. */
        TransactionListItem: {
            transaction_id: string;
            student: components["schemas"]["TransactionListUser"];
            paid_by: components["schemas"]["TransactionListUser"];
            service_name: string;
            plan_name: string;
            /**
             * @description The whole price, the plan's part payment, or what the first instalment left.
             * @enum {string}
             */
            kind: "full" | "first_instalment" | "balance";
            /** @description The plan's price in minor units when the payment was started. */
            list_price_minor: number;
            /** @description The coupon's discount in minor units. */
            discount_minor: number;
            /** @description What is charged, in minor units. */
            amount_minor: number;
            currency: string;
            status: components["schemas"]["TransactionListStatus"];
            /**
             * @description The payment path it was made through.
             * @enum {string}
             */
            channel: "razorpay" | "payu";
            /**
             * @description The adapter that took it (sandbox is the local provider).
             * @enum {string}
             */
            provider: "razorpay" | "payu" | "sandbox";
            coupon_code: string | null;
            /** @description The shop order it paid, once paid. */
            so_id: number | null;
            /** @description Why it failed, was cancelled or expired, or why a refund is due. */
            failure_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            paid_at: string | null;
        };
        /** @description The sums of one currency over the matching transactions. */
        TransactionListTotal: {
            currency: string;
            /** @description Transactions in this currency (any status). */
            count: number;
            paid_count: number;
            /** @description The sum of the paid ones. */
            paid_minor: number;
            /** @description The sum of those whose money is due back. */
            refund_due_minor: number;
        };
        CartItemSaveBody: {
            plan_id: number;
            /** @description The student the plan is for; required for agents and franchises, the caller for a student. */
            student_user_id?: number;
        };
        CartItem: {
            cart_item_id: number;
            plan: components["schemas"]["PlanRef"];
            student: components["schemas"]["PaymentStudentRef"];
            /** @description The plan's current price. */
            price: number;
            currency: components["schemas"]["PaymentCurrency"];
            allows_part_payment?: boolean;
            /** @description False when the plan went off sale (it cannot be paid). */
            available: boolean;
            /** Format: date-time */
            added_at: string;
        };
        CartTotal: {
            currency: components["schemas"]["PaymentCurrency"];
            amount: number;
        };
        Cart: {
            items: components["schemas"]["CartItem"][];
            /** @description The sum of the available items' prices, per currency (before coupons). */
            totals: components["schemas"]["CartTotal"][];
        };
        CartResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Cart"];
        };
        CartItemsRemoveBody: {
            cart_item_ids: number[];
        };
        /**
         * @description An order's fulfilment state; cancelled and refunded are final.
         * @enum {string}
         */
        ShopOrderStatus: "placed" | "processing" | "delivered" | "cancelled" | "refunded";
        ShopOrderUserRef: {
            user_id: number;
            name: string;
            user_type: components["schemas"]["UserType"];
        };
        ShopOrderItem: {
            plan: components["schemas"]["PlanRef"];
            /** @description The price after the coupon. */
            amount: number;
            currency: components["schemas"]["PaymentCurrency"];
        };
        ShopOrder: {
            so_id: number;
            status: components["schemas"]["ShopOrderStatus"];
            placed_by: components["schemas"]["ShopOrderUserRef"];
            student: components["schemas"]["PaymentStudentRef"];
            items: components["schemas"]["ShopOrderItem"][];
            /** @description The order's total after the coupon. */
            amount: number;
            amount_paid: number;
            /** @description What is still to pay (after a first instalment); 0 when fully paid. */
            balance_due: number;
            currency: components["schemas"]["PaymentCurrency"];
            coupon_code: string | null;
            discount_amount: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ShopOrderPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ShopOrder"][];
            };
        };
        ShopOrderPayment: {
            transaction_id: components["schemas"]["PaymentTransactionId"];
            provider: components["schemas"]["PaymentProvider"];
            amount: number;
            currency: components["schemas"]["PaymentCurrency"];
            part_payment: boolean;
            /** Format: date-time */
            paid_at: string;
        };
        ShopOrderStatusChange: {
            status: components["schemas"]["ShopOrderStatus"];
            note: string | null;
            /** @description Who changed it; null for the system (the order's creation on payment). */
            changed_by: components["schemas"]["ShopOrderUserRef"] | null;
            /** Format: date-time */
            changed_at: string;
        };
        ShopOrderDetails: components["schemas"]["ShopOrder"] & {
            /** @description The statuses the server's transition table allows from the order's status now (empty when it is final), in the table's order; what saveShopOrderStatus accepts. Our addition. */
            next_statuses: components["schemas"]["ShopOrderStatus"][];
            /** @description The paid transactions of the order, oldest first. */
            payments: components["schemas"]["ShopOrderPayment"][];
            /** @description Oldest first. */
            status_history: components["schemas"]["ShopOrderStatusChange"][];
        };
        ShopOrderDetailsResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ShopOrderDetails"];
        };
        ShopOrderStatusBody: {
            so_id: number;
            /**
             * @description The new status (not `placed`, which only the system sets).
             * @enum {string}
             */
            status: "processing" | "delivered" | "cancelled" | "refunded";
            /** @description The status the caller saw; when given and the order's status is no longer it, 409. */
            expected_status?: components["schemas"]["ShopOrderStatus"];
            note?: string;
        };
        Plan: {
            plan_id: number;
            service_id: number;
            name: string;
            description: string | null;
            /** @description The full price in major units. */
            price: number;
            currency: components["schemas"]["PaymentCurrency"];
            /** @description The price in USD for display; null when not set. */
            price_usd: number | null;
            allows_part_payment: boolean;
            /** @description The first instalment; null when part payment is not allowed. */
            part_payment_amount: number | null;
            features: string[];
            /** @description How long the plan runs once paid; null for no limit. */
            validity_days: number | null;
            /**
             * @description The lead tool's credits the plan buys (a credits pack: paying it appends one purchase of this many credits
             *     to the payer's credit ledger); null for a plan that buys no credits. Our addition.
             */
            credits: number | null;
        };
        Service: {
            service_id: number;
            name: string;
            type: components["schemas"]["ServiceType"];
            description: string | null;
            /** Format: uri */
            icon_url?: string | null;
            plans: components["schemas"]["Plan"][];
            /** @description Whether the student has availed the service; null on the public list or without a student. */
            availed: boolean | null;
            /** @description The plan the student availed; null otherwise. */
            availed_plan_id: number | null;
        };
        ServiceListResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Service"][];
        };
        Franchise: {
            /** @description The franchise's user id. */
            franchise_id: number;
            business_name: string | null;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            /** @enum {string} */
            franchise_type: "master" | "area";
            /** @description For an area franchise, its master franchise; null for a master. */
            master_franchise_id: number | null;
            master_franchise_name: string | null;
            city: string | null;
            state: string | null;
            active: boolean;
            /** @description Students it recruited (a master's own, without its area franchises'). */
            students_count: number;
            /** @description Area franchises under it (0 for an area franchise). */
            area_franchises_count: number;
            /** Format: date-time */
            created_at: string;
        };
        FranchisePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Franchise"][];
            };
        };
        Agent: {
            agent_user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            company_name: string | null;
            city: string | null;
            active: boolean;
            students_count: number;
            /** Format: date-time */
            created_at: string;
        };
        AgentPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Agent"][];
            };
        };
        Counselor: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            mobile: string | null;
            active: boolean;
            assigned_students_count: number;
            open_tasks_count: number;
        };
        CounselorPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Counselor"][];
            };
        };
        UserAndType: {
            user_id: number;
            first_name: string;
            last_name: string;
            /** Format: email */
            email: string;
            user_type: components["schemas"]["UserType"];
            /** @enum {string|null} */
            franchise_type?: "master" | "area" | null;
            active: boolean;
        };
        UserAndTypePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["UserAndType"][];
            };
        };
        FranchiseStatsFigures: {
            /** @description Students recruited, in all. */
            students_count: number;
            /** @description Students recruited within the period. */
            new_students_count: number;
            /** @description Applications made within the period. */
            applications_count: number;
            offers_count: number;
            enrolments_count: number;
            /** @description Paid plan amounts of its students within the period. */
            service_revenue: number;
            /** @description Commission paid to it within the period. */
            commission_revenue: number;
        };
        FranchiseStatsRow: {
            franchise_id: number;
            name: string;
            /** @enum {string} */
            franchise_type: "master" | "area";
        } & components["schemas"]["FranchiseStatsFigures"];
        FranchiseStatistics: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @constant */
            currency: "INR";
            franchise: components["schemas"]["FranchiseStatsRow"];
            /** @description For a master franchise, one row per area franchise under it; empty for an area franchise. */
            area_franchises: components["schemas"]["FranchiseStatsRow"][];
            /** @description The franchise and its area franchises together. */
            totals: components["schemas"]["FranchiseStatsFigures"];
        };
        /** @description The staff member an agent is assigned to. */
        AgentStaffRef: {
            user_id: number;
            name: string;
            user_type: components["schemas"]["UserType"];
        };
        AgentAssignment: {
            agent: components["schemas"]["Agent"];
            staff: components["schemas"]["AgentStaffRef"];
            /** Format: date-time */
            assigned_at: string;
        };
        AgentAssignmentPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["AgentAssignment"][];
            };
        };
        RevenueMonth: {
            /** @description YYYY-MM. */
            month: string;
            revenue: number;
            orders_count: number;
        };
        RevenueSummary: {
            franchise_id: number;
            service_id: number;
            service_name: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /**
             * @description Amounts paid in other currencies are converted at the rate of the payment day.
             * @constant
             */
            currency: "INR";
            include_area_franchises: boolean;
            total_revenue: number;
            orders_count: number;
            /** @description One row per month of the period, oldest first (months without sales show 0). */
            by_month: components["schemas"]["RevenueMonth"][];
        };
        /** @description The roles it is for (others do not see it); staff who manage trainings see everything. */
        TrainingAudience: components["schemas"]["UserType"][];
        /** @description A scheduled partner training session. */
        TrainingSession: {
            training_id: number;
            title: string;
            description: string | null;
            /** @description The university that runs it; null for our own sessions. */
            university: {
                university_id: number;
                name: string;
            } | null;
            trainer_name: string | null;
            /** @enum {string} */
            mode: "live" | "in_person";
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            venue: string | null;
            /**
             * Format: uri
             * @description Given to registered users and to operations and operations managers; null otherwise.
             */
            meeting_link: string | null;
            /** @description null for no limit. */
            seats: number | null;
            registered_count: number;
            registration_open: boolean;
            is_registered: boolean;
            audience: components["schemas"]["TrainingAudience"];
        };
        TrainingSessionPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["TrainingSession"][];
            };
        };
        TrainingRegisterBody: {
            /** @description The session (from /common/trainings). */
            training_id: number;
            /** @description Whom to register; the caller when left out, otherwise a team member the caller manages. */
            user_id?: number;
        };
        TrainingRegistration: {
            registration_id: number;
            /**
             * @description A partner session (/common/trainings) or a brand programme (/common/unipath-trainings).
             * @enum {string}
             */
            kind: "session" | "programme";
            /** @description The session's `training_id` or the programme's `tr_id`. */
            training_id: number;
            user_id: number;
            /** Format: date-time */
            registered_at: string;
            /**
             * Format: uri
             * @description For a live training; null otherwise.
             */
            meeting_link: string | null;
        };
        TrainingRegistrationResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["TrainingRegistration"];
        };
        /** @enum {string} */
        TrainingMaterialCategory: "process" | "product" | "university" | "visa" | "sales" | "compliance" | "other";
        TrainingMaterial: {
            material_id: number;
            title: string;
            description: string | null;
            category: components["schemas"]["TrainingMaterialCategory"];
            /**
             * @description The detected file type, or link.
             * @enum {string}
             */
            file_type: "pdf" | "docx" | "pptx" | "xlsx" | "mp4" | "jpeg" | "png" | "link";
            /**
             * Format: uri
             * @description Where to download the file; null for a link.
             */
            file_url: string | null;
            /**
             * Format: uri
             * @description The link; null for a file.
             */
            link_url: string | null;
            size_bytes: number | null;
            uploaded_by: {
                user_id: number;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
        };
        TrainingMaterialPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["TrainingMaterial"][];
            };
        };
        TrainingMaterialUploadBody: {
            title: string;
            description?: string;
            category: components["schemas"]["TrainingMaterialCategory"];
            /**
             * Format: binary
             * @description The file (at most 50 MB); or give `link_url`.
             */
            file?: string;
            /**
             * Format: uri
             * @description A link (https); or give `file`.
             */
            link_url?: string;
        };
        TrainingMaterialResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["TrainingMaterial"];
        };
        /** @description A video training course for partners. */
        FranchiseTraining: {
            ft_id: number;
            title: string;
            description: string | null;
            category: string | null;
            /** Format: uri */
            thumbnail_url: string | null;
            videos_count: number;
            total_duration_seconds: number;
            /** @description Videos of it the caller has watched to the end. */
            watched_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        FranchiseTrainingPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["FranchiseTraining"][];
            };
        };
        FranchiseTrainingVideo: {
            video_id: number;
            position: number;
            title: string;
            description: string | null;
            /** Format: uri */
            video_url: string;
            duration_seconds: number;
            watched: boolean;
        };
        FranchiseTrainingDetails: components["schemas"]["FranchiseTraining"] & {
            /** @description In order of `position`. */
            videos: components["schemas"]["FranchiseTrainingVideo"][];
        };
        /** @enum {string} */
        AcademyContentType: "article" | "video" | "pdf" | "link";
        AcademyItem: {
            fa_id: number;
            title: string;
            category: string | null;
            summary: string | null;
            content_type: components["schemas"]["AcademyContentType"];
            /** Format: uri */
            thumbnail_url: string | null;
            /** @description Reading or watching time. */
            duration_minutes: number | null;
            /** Format: date-time */
            published_at: string;
        };
        AcademyItemPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["AcademyItem"][];
            };
        };
        AcademyAttachment: {
            name: string;
            /** Format: uri */
            url: string;
        };
        AcademyItemDetails: components["schemas"]["AcademyItem"] & {
            /** @description The article, as sanitised HTML; null for other kinds. */
            body_html: string | null;
            /** Format: uri */
            video_url: string | null;
            /** Format: uri */
            file_url: string | null;
            /** Format: uri */
            link_url: string | null;
            attachments: components["schemas"]["AcademyAttachment"][];
        };
        /** @enum {string} */
        EventMode: "online" | "venue" | "hybrid";
        EventVenue: {
            name: string;
            address: string;
            city: string;
            country: string;
        };
        Event: {
            fe_id: number;
            title: string;
            summary: string | null;
            description: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            /** @description The IANA time zone the event is held in, e.g. Asia/Kolkata. */
            timezone: string;
            mode: components["schemas"]["EventMode"];
            /** @description For venue and hybrid events; null for online ones. */
            venue: components["schemas"]["EventVenue"] | null;
            /**
             * Format: uri
             * @description For online and hybrid events.
             */
            online_link: string | null;
            /**
             * Format: uri
             * @description Where to register (external form); null when no registration is needed.
             */
            registration_url: string | null;
            /** Format: date-time */
            registration_deadline: string | null;
            /** Format: uri */
            cover_image_url: string | null;
            audience: components["schemas"]["TrainingAudience"];
            created_by: {
                user_id: number;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
        };
        EventPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Event"][];
            };
        };
        EventInput: {
            title: string;
            summary?: string;
            description: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            timezone: string;
            mode: components["schemas"]["EventMode"];
            venue?: components["schemas"]["EventVenue"];
            /** Format: uri */
            online_link?: string;
            /** Format: uri */
            registration_url?: string;
            /** Format: date-time */
            registration_deadline?: string;
            /** Format: uri */
            cover_image_url?: string;
            audience: components["schemas"]["TrainingAudience"];
        };
        EventResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Event"];
        };
        /**
         * @description How a training is given.
         * @enum {string}
         */
        TrainingMode: "live" | "in_person" | "self_paced";
        /** @description One of the brand's training programmes. */
        TrainingProgramme: {
            tr_id: number;
            title: string;
            summary: string | null;
            /** @description The programme and its agenda (plain text with line breaks). */
            description: string;
            mode: components["schemas"]["TrainingMode"];
            /**
             * Format: date-time
             * @description null for a self-paced programme.
             */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            duration_minutes: number | null;
            venue: string | null;
            /**
             * Format: uri
             * @description Given to registered users and to operations and operations managers; null otherwise.
             */
            meeting_link: string | null;
            /**
             * Format: uri
             * @description For a self-paced programme, given to registered users.
             */
            video_url: string | null;
            /** Format: uri */
            thumbnail_url: string | null;
            seats: number | null;
            registered_count: number;
            /** Format: date-time */
            registration_deadline: string | null;
            registration_open: boolean;
            is_registered: boolean;
            audience: components["schemas"]["TrainingAudience"];
            /** Format: date-time */
            created_at: string;
        };
        TrainingProgrammePageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["TrainingProgramme"][];
            };
        };
        TrainingProgrammeInput: {
            title: string;
            summary?: string;
            description: string;
            mode: components["schemas"]["TrainingMode"];
            /** Format: date-time */
            starts_at?: string;
            /** Format: date-time */
            ends_at?: string;
            duration_minutes?: number;
            venue?: string;
            /** Format: uri */
            meeting_link?: string;
            /** Format: uri */
            video_url?: string;
            /** Format: uri */
            thumbnail_url?: string;
            seats?: number;
            /** Format: date-time */
            registration_deadline?: string;
            audience: components["schemas"]["TrainingAudience"];
        };
        TrainingProgrammeResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["TrainingProgramme"];
        };
        TrainingProgrammeRegisterBody: {
            /** @description The programme (from /common/unipath-trainings). */
            tr_id: number;
            /** @description Whom to register; the caller when left out, otherwise a team member the caller manages. */
            user_id?: number;
            /** @description Anything the organisers should know. */
            note?: string;
        };
        NewsItem: {
            news_id: number;
            title: string;
            summary: string | null;
            source_name: string | null;
            /** Format: uri */
            source_url: string | null;
            /** Format: uri */
            image_url: string | null;
            /** @description The countries it is about (empty for general news). */
            country_ids: number[];
            /** Format: date-time */
            published_at: string;
        };
        NewsPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["NewsItem"][];
            };
        };
        /**
         * @description The kind of a marketing material.
         * @enum {string}
         */
        MaterialType: "brochure" | "poster" | "social_post" | "video" | "presentation" | "other";
        MaterialItem: {
            material_id: number;
            title: string;
            type: components["schemas"]["MaterialType"];
            description: string | null;
            country: {
                country_id: number;
                name: string;
            } | null;
            university: {
                university_id: number;
                name: string;
            } | null;
            /** Format: uri */
            file_url: string;
            /** Format: uri */
            thumbnail_url: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        MaterialPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["MaterialItem"][];
            };
        };
        BlogPost: {
            blog_id: number;
            title: string;
            slug: string;
            excerpt: string | null;
            /** Format: uri */
            cover_image_url: string | null;
            author_name: string | null;
            tags: string[];
            /**
             * Format: uri
             * @description The full post on our website.
             */
            url: string;
            /** Format: date-time */
            published_at: string;
        };
        BlogPageResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["BlogPost"][];
            };
        };
        /** @enum {string} */
        UtilityCategory: "checklist" | "calculator" | "template" | "guide" | "other";
        Utility: {
            ut_id: number;
            title: string;
            category: components["schemas"]["UtilityCategory"];
            summary: string | null;
            /** Format: uri */
            icon_url: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        UtilityLink: {
            name: string;
            /** Format: uri */
            url: string;
        };
        UtilityDetails: components["schemas"]["Utility"] & {
            /** @description The utility's text, as sanitised HTML. */
            body_html: string | null;
            /** @description Downloadable files. */
            files: components["schemas"]["UtilityLink"][];
            /** @description External tools and references. */
            links: components["schemas"]["UtilityLink"][];
        };
        FactSheetRange: {
            min: number;
            max: number;
            currency: components["schemas"]["PaymentCurrency"];
        };
        FactSheet: {
            country_id: number;
            country_name: string;
            currency: components["schemas"]["PaymentCurrency"];
            summary: string | null;
            /** @description The main intake months, as three-letter names (Jan, Sep). */
            intakes: string[];
            tuition_per_year: components["schemas"]["FactSheetRange"] | null;
            living_cost_per_year: components["schemas"]["FactSheetRange"] | null;
            /** @description Work allowed to students in term time. */
            work_hours_per_week: number | null;
            /** @description The post-study work right, e.g. 2 years. */
            post_study_work: string | null;
            visa_fee: {
                amount: number;
                currency: components["schemas"]["PaymentCurrency"];
            } | null;
            popular_courses: string[];
            /**
             * Format: uri
             * @description The downloadable fact sheet.
             */
            file_url: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        InvoiceUniversityRef: {
            university_id: number;
            name: string;
            /** @description The university's country name. */
            country: string;
        };
        /**
         * @description percent of the tuition of the term, or a flat amount per enrolment.
         * @enum {string}
         */
        CommissionRateType: "percent" | "flat";
        /** @description A percentage in basis points (1/100 of a percent), so 1250 is 12.5 % and 10000 is 100 %. */
        BasisPoints: number;
        /** @description An amount in minor units (paise, cents) of the currency beside it; never a float. */
        MinorAmount: number;
        /** @description An ISO 4217 currency code. */
        InvoiceCurrency: string;
        /**
         * @description What a university pays us per enrolment, for one course level (or every level), in a validity window (our
         *     design). A percentage of the tuition (rate_basis_points) or a flat amount per enrolment (flat_amount_minor with
         *     its currency), never both.
         */
        CommissionRate: {
            commission_rate_id: number;
            university: components["schemas"]["InvoiceUniversityRef"];
            /** @description Null when the rate applies to every course level. */
            course_level: {
                course_level_id: number;
                name: string;
            } | null;
            rate_type: components["schemas"]["CommissionRateType"];
            /** @description The percentage of the tuition, in basis points; null for a flat rate. */
            rate_basis_points: components["schemas"]["BasisPoints"] | null;
            /** @description The flat amount per enrolment in minor units; null for a percentage. */
            flat_amount_minor: components["schemas"]["MinorAmount"] | null;
            /** @description The currency of a flat amount; null for a percentage (the course's tuition currency applies). */
            currency: components["schemas"]["InvoiceCurrency"] | null;
            /** Format: date */
            valid_from: string;
            /**
             * Format: date
             * @description The last day the rate applies; null while it is open-ended.
             */
            valid_to: string | null;
            /** @description For an agent or franchise, their share of this commission under their associate plan; null for staff. */
            your_share_basis_points: components["schemas"]["BasisPoints"] | null;
            /** @description rate × your share, half-up to a basis point (what the associate earns of the tuition); null for staff or a flat rate. */
            your_rate_basis_points: components["schemas"]["BasisPoints"] | null;
            /** @description flat amount × your share, half-up to the minor unit; null for staff or a percentage. */
            your_flat_amount_minor: components["schemas"]["MinorAmount"] | null;
            notes: string | null;
        };
        /**
         * @description A correction of the commission a commission invoice was issued for (our design): the university pays less than
         *     invoiced (a lower tuition, a scholarship). The issued invoice never changes: a credit note for the difference is
         *     issued against it and the ledger reverses the difference of the expected and invoiced commission. The same
         *     amount again changes nothing (200); more than is invoiced now is refused (422).
         */
        CommissionUpdateBody: {
            /** @description The commission of the term as it now stands, in minor units of the invoice's currency. */
            commission_minor: number;
            reason: string;
        };
        /** @description The student an invoice is about. */
        InvoiceStudentRef: {
            student_user_id: number;
            name: string;
            /** Format: email */
            email?: string | null;
        };
        InvoiceCourseRef: {
            course_id: number;
            name: string;
            /** @description e.g. Undergraduate, Postgraduate. */
            course_level: string | null;
        };
        /** @description A user named on an invoice (who raised, reviewed or recommended). */
        InvoiceUserRef: {
            user_id: number;
            name: string;
            user_type: components["schemas"]["UserType"];
        };
        /**
         * @description Where one application term's commission stands, derived from its ledger (our design): expected (accrued at
         *     enrolment), invoiced (a tax invoice to the university), partially_received, received, paid_out (the partner's
         *     share paid, TDS deducted), withdrawn (the student left; reversed, with a credit note when it was invoiced).
         * @enum {string}
         */
        CommissionTermStatus: "expected" | "invoiced" | "partially_received" | "received" | "paid_out" | "withdrawn";
        /**
         * @description The age of an outstanding invoiced commission by days since the invoice date (Asia/Kolkata).
         * @enum {string}
         */
        CommissionAgingBucket: "days_0_30" | "days_31_60" | "days_61_90" | "days_over_90";
        /**
         * @description The partner's side of a term: their gross share of the commission, TDS under section 194H (2 % with a PAN on
         *     their invoice profile, 20 % without), and the net paid. Each rounded half-up to the minor unit. Before the
         *     payout the figures are what would be paid today.
         */
        CommissionPartnerShare: {
            share_basis_points: components["schemas"]["BasisPoints"];
            gross_minor: components["schemas"]["MinorAmount"];
            /** @enum {integer} */
            tds_rate_basis_points: 200 | 2000;
            tds_minor: components["schemas"]["MinorAmount"];
            net_minor: components["schemas"]["MinorAmount"];
            /**
             * Format: date
             * @description Null until paid out.
             */
            paid_on: string | null;
            reference: string | null;
        };
        /**
         * @description A ledger line: expected (rate × tuition at enrolment), invoiced (the tax invoice), received (paid by the
         *     university), paid_out (the partner's gross share paid). A reversal is a line of the same kind with a negative
         *     amount (a withdrawal or a correction).
         * @enum {string}
         */
        CommissionEntryKind: "expected" | "invoiced" | "received" | "paid_out";
        /** @description A ledger amount in minor units; negative for a reversal. */
        SignedMinorAmount: number;
        CommissionEntry: {
            entry_id: number;
            kind: components["schemas"]["CommissionEntryKind"];
            amount_minor: components["schemas"]["SignedMinorAmount"];
            /** @description The tax invoice or credit note behind the line. */
            inv_id: number | null;
            /** @description The payment's reference (received, paid_out). */
            reference: string | null;
            note: string | null;
            /** @description Who recorded it; null for the server's own accrual at enrolment. */
            recorded_by: number | null;
            /** Format: date-time */
            recorded_at: string;
        };
        /** @description The commission ledger of one application and term, with its sums (never a stored balance). */
        CommissionTerm: {
            sa_mapper_id: number;
            term: number;
            student: components["schemas"]["InvoiceStudentRef"];
            university: components["schemas"]["InvoiceUniversityRef"];
            course: components["schemas"]["InvoiceCourseRef"];
            /** @description The agent or franchise who recruited the student; null for a direct student. */
            partner: components["schemas"]["InvoiceUserRef"] | null;
            status: components["schemas"]["CommissionTermStatus"];
            currency: components["schemas"]["InvoiceCurrency"];
            tuition_minor: components["schemas"]["MinorAmount"];
            rate_type: components["schemas"]["CommissionRateType"];
            rate_basis_points: components["schemas"]["BasisPoints"] | null;
            /**
             * Format: date
             * @description The course start (census) date; the commission is not invoiced or paid out before it.
             */
            census_date: string;
            /** @description Sum of the expected lines (after reversals). */
            expected_minor: number;
            invoiced_minor: number;
            received_minor: number;
            /** @description invoiced − received, never below 0. */
            outstanding_minor: number;
            /** @description Null when nothing is outstanding. */
            aging_bucket: components["schemas"]["CommissionAgingBucket"] | null;
            inv_id: number | null;
            invoice_no: string | null;
            /** @description Null for a direct student (no partner). */
            partner_share: components["schemas"]["CommissionPartnerShare"] | null;
            entries: components["schemas"]["CommissionEntry"][];
        };
        CommissionTermResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["CommissionTerm"];
        };
        /** @description A financial year from 1 April to 31 March (Asia/Kolkata), written 2025-26. */
        AnnualTargetFinancialYear: string;
        /**
         * @description A count of enrolments, or a commission revenue amount in minor units of a currency.
         * @enum {string}
         */
        AnnualTargetType: "enrolments" | "revenue";
        /**
         * @description The yearly target of an agent or franchise and its progress, read from the commission ledger (our design):
         *     enrolments = the partner's application terms 1 with an expected commission whose census date is in the year and
         *     that were not withdrawn; revenue = the commission (expected, after reversals) of those terms in the target's
         *     currency.
         */
        AnnualTarget: {
            user_id: number;
            financial_year: components["schemas"]["AnnualTargetFinancialYear"];
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string;
            target_type: components["schemas"]["AnnualTargetType"];
            /** @description A count of enrolments, or minor units of `currency`. */
            target_value: number;
            /** @description The currency of a revenue target; null for an enrolment target. */
            currency: components["schemas"]["InvoiceCurrency"] | null;
            achieved_value: number;
            /** @description achieved_value × 100 / target_value, rounded down; may exceed 100. */
            achieved_percent: number;
            set_by: components["schemas"]["InvoiceUserRef"] | null;
            /** Format: date-time */
            set_at: string;
        };
        /** @description An agent's or franchise's target for one financial year (our design); setting it again replaces it. */
        AnnualTargetBody: {
            user_id: number;
            financial_year: components["schemas"]["AnnualTargetFinancialYear"];
            target_type: components["schemas"]["AnnualTargetType"];
            target_value: number;
            currency?: components["schemas"]["InvoiceCurrency"];
        };
        AnnualTargetResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["AnnualTarget"];
        };
        /**
         * @description An associate plan (our design).
         * @enum {string}
         */
        AssociatePlanCode: "basic" | "silver" | "gold";
        /** @description A plan an agent or franchise can be on, and their share of the university commission under it. */
        AssociatePlanType: {
            plan_type: components["schemas"]["AssociatePlanCode"];
            label: string;
            commission_share_basis_points: components["schemas"]["BasisPoints"];
            /** @description Enrolments per financial year needed to qualify for the plan. */
            min_annual_enrolments: number;
            description: string | null;
        };
        AssociatePlans: {
            /** @constant */
            status: true;
            data: {
                items: components["schemas"]["AssociatePlanType"][];
                current_plan_type: components["schemas"]["AssociatePlanCode"] | null;
            };
        };
        /** @description Puts an agent or franchise on a plan (our design); their later accruals use its share. */
        AssociatePlanBody: {
            user_id: number;
            plan_type: components["schemas"]["AssociatePlanCode"];
        };
        /**
         * @description A university's commission rate (our design). percent needs rate_basis_points (and no amount or currency); flat
         *     needs flat_amount_minor and currency. Two rates of one university and course level (or two for every level) may
         *     not overlap in time (409).
         */
        CommissionRateBody: {
            university_id: number;
            /** @description Only this course level; null or absent for every level. */
            course_level_id?: number | null;
            rate_type: components["schemas"]["CommissionRateType"];
            rate_basis_points?: number;
            flat_amount_minor?: number;
            currency?: components["schemas"]["InvoiceCurrency"];
            /** Format: date */
            valid_from: string;
            /** Format: date */
            valid_to?: string | null;
            notes?: string;
        };
        CommissionRateResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["CommissionRate"];
        };
        /**
         * @description Accrues the expected commission of an enrolled application's term (our design). census_date defaults to the first
         *     day of the application's intake month; tuition_minor to the course's yearly tuition (in its currency).
         */
        CommissionAccrueBody: {
            /** @default 1 */
            term: number;
            /** Format: date */
            census_date?: string;
            tuition_minor?: number;
        };
        /** @description The university's invoicing details printed on the commission invoice (our design); all optional. */
        CommissionInvoiceBody: {
            /** @description Default the university's name. */
            legal_name?: string;
            /** @description Default the university's city and country. */
            address?: string;
            /** Format: email */
            email?: string;
        };
        CommissionReceivedBody: {
            amount_minor: number;
            /** Format: date */
            received_on: string;
            /** @description The bank's or the university's reference; the idempotency key of this receipt. */
            reference: string;
        };
        CommissionWithdrawalBody: {
            reason: string;
        };
        CommissionPayoutBody: {
            /** Format: date */
            paid_on: string;
            /** @description The transfer's reference; one payout per term, so the same reference again answers it unchanged. */
            reference: string;
        };
        /** @description The sums of a statement in one currency. */
        CommissionTotals: {
            currency: components["schemas"]["InvoiceCurrency"];
            expected_minor: number;
            invoiced_minor: number;
            received_minor: number;
            outstanding_minor: number;
            aging: {
                days_0_30: number;
                days_31_60: number;
                days_61_90: number;
                days_over_90: number;
            };
            /** @description The partner's gross share of every line (paid or not). */
            gross_minor: number;
            tds_minor: number;
            net_minor: number;
            /** @description What was paid out (gross, TDS deducted, net). */
            paid_gross_minor: number;
            paid_tds_minor: number;
            paid_net_minor: number;
        };
        CommissionStatement: {
            /** @constant */
            status: true;
            data: {
                partner: components["schemas"]["InvoiceUserRef"];
                financial_year: components["schemas"]["AnnualTargetFinancialYear"];
                pan_on_file: boolean;
                /** @enum {integer} */
                tds_rate_basis_points: 200 | 2000;
                lines: components["schemas"]["CommissionTerm"][];
                totals: components["schemas"]["CommissionTotals"][];
            };
        };
        /**
         * @description The status of a tax invoice or credit note (our design; the transition table is in docs/invoices.md and
         *     listInvoiceStatuses). draft: being prepared, no number yet; issued: numbered and sent, nothing paid;
         *     partially_paid: some of the balance received; paid: the balance settled; void: cancelled with a reason.
         * @enum {string}
         */
        TaxInvoiceStatus: "draft" | "issued" | "partially_paid" | "paid" | "void";
        /** @description A supplier or buyer as printed on an invoice (frozen when the invoice is issued). */
        Party: {
            legal_name: string;
            address: string;
            country_code: string;
            state_code: string | null;
            gstin: string | null;
            pan: string | null;
            email?: string | null;
        };
        /** @description A GST state code (two digits, e.g. 07 Delhi, 27 Maharashtra); 96 means outside India. */
        GstStateCode: string;
        /** @description An amount in minor units (paise for INR) of the record's currency; never a fraction. */
        "invoice-actions.schemas_MinorAmount": number;
        /**
         * @description The GST rate in percent.
         * @enum {integer}
         */
        GstRate: 0 | 5 | 12 | 18 | 28;
        InvoiceLine: {
            line_no: number;
            description: string;
            sac: string;
            quantity: number;
            unit_price_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            gst_rate: components["schemas"]["GstRate"];
            taxable_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            cgst_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            sgst_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            igst_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            total_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
        };
        /** @description Sums of the lines; total is taxable + tax, or the taxable value alone under reverse charge. */
        InvoiceTotals: {
            taxable_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            cgst_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            sgst_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            igst_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            tax_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            total_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
        };
        StatusMove: {
            from: components["schemas"]["TaxInvoiceStatus"] | null;
            to: components["schemas"]["TaxInvoiceStatus"];
            /** @description Who made the move; null for a move the system made on a payment (a service invoice issued and settled by the payment of its shop order). */
            changed_by: number | null;
            /** Format: date-time */
            changed_at: string;
            note: string | null;
        };
        /** @description A tax invoice or credit note the business issues (our design; see docs/invoices.md). */
        TaxInvoice: {
            inv_id: number;
            /** @enum {string} */
            kind: "invoice" | "credit_note";
            series: string;
            /** @description The number, `<series>/<FY>/<n>` (INV/26-27/7); null for a draft. */
            invoice_no: string | null;
            /** @description April to March by the issue date in Asia/Kolkata, e.g. 26-27; null for a draft. */
            financial_year: string | null;
            status: components["schemas"]["TaxInvoiceStatus"];
            currency: string;
            /** Format: date */
            issue_date: string | null;
            /** @description The business's invoice profile, frozen at issue; null for a draft. */
            supplier: components["schemas"]["Party"] | null;
            buyer: components["schemas"]["Party"];
            place_of_supply: components["schemas"]["GstStateCode"];
            /** @description IGST (true) or CGST + SGST (false). */
            inter_state: boolean;
            reverse_charge: boolean;
            student_user_id: number | null;
            lines: components["schemas"]["InvoiceLine"][];
            totals: components["schemas"]["InvoiceTotals"];
            /** @description The total in words, Indian numbering (lakh, crore). */
            amount_in_words: string;
            paid_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            /** @description The sum of the credit notes issued against this invoice. */
            credited_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            /** @description total − paid − credited (0 for a credit note). */
            balance_minor: components["schemas"]["invoice-actions.schemas_MinorAmount"];
            /** @description For a credit note, the invoice it corrects. */
            credit_of: {
                inv_id: number;
                invoice_no: string;
            } | null;
            /** @description Why a credit note was issued or an invoice voided. */
            reason: string | null;
            created_by: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            issued_at: string | null;
            history: components["schemas"]["StatusMove"][];
        };
        /** @description One entry of the tax invoice status list, with the moves allowed from it (our design). */
        InvoiceStatusOption: {
            value: components["schemas"]["TaxInvoiceStatus"];
            moves: {
                to: components["schemas"]["TaxInvoiceStatus"];
                /** @description The operationId that makes the move. */
                operation: string;
                roles: components["schemas"]["UserType"][];
            }[];
            label: string;
            /** @description No further change is possible in this status. */
            is_final: boolean;
            sort_order: number;
        };
        /** @description The intake the student enrolled in, as a three-letter month and a year (Sep 2025). */
        InvoiceIntake: string;
        /** @description One row of a franchise's student invoice list. */
        InvoiceStudentSummary: {
            student: components["schemas"]["InvoiceStudentRef"];
            recruited_by: components["schemas"]["InvoiceUserRef"];
            university: components["schemas"]["InvoiceUniversityRef"] | null;
            course?: components["schemas"]["InvoiceCourseRef"] | null;
            intake: components["schemas"]["InvoiceIntake"] | null;
            invoice_count: number;
            /** @description The sum claimed by the student's open, approved and paid invoices in `currency` (minor units). */
            total_commission_minor: number;
            /** @description The sum of the student's paid invoices in `currency` (minor units). */
            paid_commission_minor: number;
            /** @description The currency of the student's latest invoice (the totals count that currency's invoices); null when the student has no invoice yet. */
            currency: components["schemas"]["InvoiceCurrency"] | null;
            /** @description The open (draft, raised or under review) invoice, if any. */
            active_inv_id: number | null;
        };
        /**
         * @description The status of a partner commission invoice (our design; the server owns the transition table, see
         *     listPartnerInvoiceStatuses and docs/partner-invoices.md). draft: being prepared by the raiser (no number yet);
         *     raised: sent to us, numbered; under_review: accounts is checking it; approved: claim accepted, payout pending;
         *     rejected: refused (see the note); paid: the partner's share was paid out (payPartnerCommission); cancelled:
         *     withdrawn by the raiser, or the student withdrew from the term.
         * @enum {string}
         */
        InvoiceStatus: "draft" | "raised" | "under_review" | "approved" | "rejected" | "paid" | "cancelled";
        /**
         * @description A commission invoice an agent or franchise raises to us: its claim for ITS SHARE of one accrued commission term
         *     of the ledger (one application and term). The amount comes from the ledger (the partner's share of the term's
         *     expected commission under its associate plan); the raiser cannot type another one; accounts may correct it while
         *     under review. Money in integer minor units of `currency`, rates in basis points (our design; docs/partner-invoices.md).
         */
        Invoice: {
            /** @description The partner invoice's id (its own series of ids, not a tax invoice's inv_id). */
            inv_id: number;
            /** @description The printed number `PCI/<FY>/<n>` (PCI/26-27/42), given when it is raised; null for a draft. */
            invoice_no: string | null;
            /** @description The application whose commission term is claimed. */
            sa_mapper_id: number;
            student: components["schemas"]["InvoiceStudentRef"];
            university: components["schemas"]["InvoiceUniversityRef"];
            course: components["schemas"]["InvoiceCourseRef"] | null;
            /** @description The term (semester) of study the commission is for; 1 is the first. */
            term: number;
            intake: components["schemas"]["InvoiceIntake"];
            /**
             * Format: date
             * @description The term's census date in the ledger; nothing is claimable before it.
             */
            census_date: string;
            /** @description The tuition the term's commission was computed on. */
            tuition_minor: number;
            /** @enum {string} */
            rate_type: "percent" | "flat";
            /** @description The university's rate (1250 = 12.5 %) when rate_type is percent; null for a flat commission. */
            rate_basis_points: number | null;
            /** @description The partner's share of the commission under its associate plan (5000 = 50 %). */
            share_basis_points: number;
            /** @description The partner's share of the term's expected commission as the ledger gave it when the invoice was made. */
            ledger_share_minor: number;
            /** @description The amount claimed (the ledger share, or what accounts corrected it to); TDS is deducted at payout. */
            amount_minor: number;
            currency: components["schemas"]["InvoiceCurrency"];
            status: components["schemas"]["InvoiceStatus"];
            /** @description A termwise manual invoice (made by accounts on the partner's behalf); see ManualInvoice. */
            manual: boolean;
            raised_by: components["schemas"]["InvoiceUserRef"];
            created_by: components["schemas"]["InvoiceUserRef"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            raised_at: string | null;
            reviewed_by: components["schemas"]["InvoiceUserRef"] | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** @description The latest note of a move (the accounts team's to the raiser, or the raiser's). */
            note: string | null;
            /** @description The clubbed invoice this invoice belongs to, if any. */
            ci_id: number | null;
        };
        /**
         * @description A termwise manual invoice: a partner commission invoice that accounts or an operations manager enter by hand, on
         *     the partner's behalf, for one accrued term of an application (a partner who invoices on paper, or a term after the
         *     first, which the ledger accrues only when accounts record it). Raised and numbered at once; the same ledger rules,
         *     number series and transition table as any Invoice (our design; docs/partner-invoices.md).
         */
        ManualInvoice: components["schemas"]["Invoice"] & {
            /** @description The same id as inv_id. */
            mi_id: number;
            /** @description e.g. Year 1 - Semester 2 (Term <n> when none was given). */
            term_label: string;
            /** Format: date */
            due_date: string | null;
        };
        /**
         * @description Several approved commission invoices of one raiser in one currency grouped into one bill, numbered
         *     `PCB/<FY>/<n>`. Its status is approved until every member is paid, then paid (paid_at: the last payment).
         */
        ClubbedInvoiceSummary: {
            ci_id: number;
            clubbed_invoice_no: string;
            raised_by: components["schemas"]["InvoiceUserRef"];
            invoice_count: number;
            /** @description The sum of the member invoices' amounts (minor units). */
            total_minor: number;
            currency: components["schemas"]["InvoiceCurrency"];
            status: components["schemas"]["InvoiceStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            paid_at: string | null;
        };
        /** @description A bank account where an agent's or franchise's commission is paid. */
        BankAccount: {
            bank_id: number;
            /** @description The agent or franchise the account belongs to. */
            user_id: number;
            owner_name: string;
            account_holder_name: string;
            bank_name: string;
            /** @description The full number for its owner (and for accounts in GET /common/banks/{id}); otherwise masked, e.g. XXXXXXXX1234. */
            account_number: string;
            /** @description Whether account_number is masked in this answer. */
            account_number_masked: boolean;
            /** @enum {string|null} */
            account_type: "savings" | "current" | null;
            ifsc_code: string | null;
            swift_code: string | null;
            branch: string | null;
            /** @description ISO 3166-1 alpha-2 country of the bank. */
            country_code: string;
            currency: components["schemas"]["InvoiceCurrency"];
            is_primary: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A clubbed invoice with the invoices it holds. */
        ClubbedInvoice: components["schemas"]["ClubbedInvoiceSummary"] & {
            invoices: components["schemas"]["Invoice"][];
            /** @description The raiser's primary bank account the commission is paid to (number masked unless the caller owns it or is accounts). */
            bank: components["schemas"]["BankAccount"] | null;
        };
        /**
         * @description The status of a service invoice (our design; the server owns the list and its labels), read from the tax invoice under it: issued → unpaid, partially_paid → partially_paid, paid → paid, void → cancelled, and refunded once credit notes have taken back its whole total (a partial refund leaves it paid, with credited_minor).
         * @enum {string}
         */
        ServiceInvoiceStatus: "unpaid" | "partially_paid" | "paid" | "cancelled" | "refunded";
        /** @description A service invoice as listed (a tax invoice of series SRV that a paid shop order issued). */
        ServiceInvoiceSummary: {
            inv_id: number;
            invoice_no: string;
            /** @description The shop order that issued it. Our addition. */
            so_id: number;
            student: components["schemas"]["InvoiceStudentRef"];
            /** @description The service (or the first of several) the invoice is for. */
            service_name: string;
            total_minor: number;
            paid_minor: number;
            credited_minor: number;
            currency: components["schemas"]["InvoiceCurrency"];
            status: components["schemas"]["ServiceInvoiceStatus"];
            /** Format: date-time */
            issued_at: string;
            /** Format: date-time */
            paid_at: string | null;
            /** @description The clubbed service invoice it belongs to: set on an order a partner paid for, billed to the partner on its monthly clubbed invoice (inv_id is then the clubbed tax invoice's); null on a student's own invoice. */
            sci_id: number | null;
        };
        /** @description One entry of the service invoice status list. */
        ServiceInvoiceStatusOption: {
            value: components["schemas"]["ServiceInvoiceStatus"];
            label: string;
            is_final: boolean;
            sort_order: number;
        };
        /** @description The GST totals of a service invoice, in integer minor units. */
        ServiceInvoiceTotals: {
            taxable_minor: number;
            cgst_minor: number;
            sgst_minor: number;
            igst_minor: number;
            total_minor: number;
            paid_minor: number;
            /** @description What the credit notes against it (the order's refunds) took back. */
            credited_minor: number;
            balance_minor: number;
            total_in_words?: string | null;
            currency: components["schemas"]["InvoiceCurrency"];
        };
        /** @description The supplier or the recipient printed on a GST invoice (frozen when the invoice is issued). */
        ServiceInvoiceParty: {
            name: string;
            address: string | null;
            state: string | null;
            /** @description The two-digit GST state code. */
            state_code: string | null;
            /** @description Null for an unregistered recipient. */
            gstin: string | null;
            pan?: string | null;
        };
        /** @description One service on a GST invoice. Amounts are integer minor units (paise) like every tax invoice (docs/invoices.md); the unit price is the taxable value before GST, back-computed from the GST-inclusive price paid, so the coupon's discount is already taken off it (the invoice carries the list price and the discount). */
        ServiceInvoiceLine: {
            service_id: number | null;
            description: string;
            /** @description The line's SAC (the spec's fixed HSN/SAC code constant by default). */
            hsn_sac_code: string;
            quantity: number;
            unit_price_minor: number;
            taxable_minor: number;
            /** @description Percent; 0 for an inter-state supply. */
            cgst_rate: number;
            cgst_minor: number;
            /** @description Percent; 0 for an inter-state supply. */
            sgst_rate: number;
            sgst_minor: number;
            /** @description Percent; 0 for an intra-state supply. */
            igst_rate: number;
            igst_minor: number;
            line_total_minor: number;
        };
        /** @description A credit note against a service invoice (a refund of its order). Our addition. */
        ServiceInvoiceCreditNote: {
            inv_id: number;
            invoice_no: string;
            total_minor: number;
            reason: string | null;
            /** Format: date-time */
            issued_at: string;
        };
        /** @description A printable GST service invoice. */
        ServiceInvoice: components["schemas"]["ServiceInvoiceSummary"] & components["schemas"]["ServiceInvoiceTotals"] & {
            supplier: components["schemas"]["ServiceInvoiceParty"];
            recipient: components["schemas"]["ServiceInvoiceParty"];
            /** @description The state of supply, e.g. 27-Maharashtra (96-Outside India). */
            place_of_supply: string;
            /**
             * @description intra_state charges CGST + SGST; inter_state charges IGST.
             * @enum {string}
             */
            tax_type: "intra_state" | "inter_state";
            lines: components["schemas"]["ServiceInvoiceLine"][];
            /** @description The payment that settled it (the latest paid one), if any. */
            transaction_id: string | null;
            /** Format: date */
            due_date: string | null;
            /** Format: uri */
            signatory_signature_url?: string | null;
            /** @description The plan's price incl. GST before the coupon. Our addition. */
            list_price_minor: number;
            /** @description The coupon's discount incl. GST (taken off the taxable value). Our addition. */
            discount_minor: number;
            coupon_code: string | null;
            /**
             * @description Shop prices are GST-inclusive; the taxable value is back-computed. Our addition.
             * @constant
             */
            prices_include_gst: true;
            /** @description The credit notes against it, oldest first. Our addition. */
            credit_notes: components["schemas"]["ServiceInvoiceCreditNote"][];
        };
        /** @description Several students' service invoices billed together to an agent or franchise. */
        ServiceInvoiceClubbedSummary: {
            sci_id: number;
            /** @description The tax invoice it is (getInvoicePdf prints it). Our addition. */
            inv_id: number;
            /** @description The month (India's time) whose orders it bills. Our addition. */
            month: string;
            clubbed_invoice_no: string;
            billed_to: components["schemas"]["InvoiceUserRef"];
            invoice_count: number;
            total_minor: number;
            currency: components["schemas"]["InvoiceCurrency"];
            status: components["schemas"]["ServiceInvoiceStatus"];
            /** Format: date-time */
            issued_at: string;
            /** Format: date-time */
            paid_at: string | null;
        };
        /** @description Which partner and month to bill (issueServiceClubbedInvoice). Our addition. */
        ServiceClubbedIssueBody: {
            /** @description The agent or franchise billed. */
            partner_user_id: number;
            /** @description The month (YYYY-MM, India's time) whose held orders are billed. */
            month: string;
        };
        /** @description A printable clubbed service invoice with its member invoices and GST totals. */
        ServiceInvoiceClubbed: components["schemas"]["ServiceInvoiceClubbedSummary"] & components["schemas"]["ServiceInvoiceTotals"] & {
            supplier: components["schemas"]["ServiceInvoiceParty"];
            recipient: components["schemas"]["ServiceInvoiceParty"];
            place_of_supply: string;
            /** @enum {string} */
            tax_type: "intra_state" | "inter_state";
            /** @description The tax invoice's lines as printed: one per order ("student: service: plan", its taxable value back-computed from the price paid), and a second for an order only for the 1-2 paise of rounding to its price. service_id is null (a line names its service in words). Our addition. */
            lines: components["schemas"]["ServiceInvoiceLine"][];
            invoices: components["schemas"]["ServiceInvoiceSummary"][];
        };
        ServiceInvoiceClubbedResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ServiceInvoiceClubbed"];
        };
        ServiceInvoiceResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["ServiceInvoice"];
        };
        /** @description A refund of a shop order (full or partial). Our addition. */
        ServiceRefundBody: {
            /** @description The amount given back, incl. GST, in minor units of the order's currency. */
            amount_minor: number;
            reason: string;
            /** @description The refund's reference with the provider (or any key of the caller's): the idempotency key. The same reference and amount again answers 200 with nothing new; another amount 409. */
            reference: string;
        };
        /** @description A bank account to add, or to update when bank_id is given (our design). ifsc_code or swift_code is required. */
        BankSaveBody: {
            /** @description Update this account of the caller instead of adding one. */
            bank_id?: number;
            account_holder_name: string;
            bank_name: string;
            /** @description The account number or IBAN, letters and digits only. */
            account_number: string;
            /** @enum {string} */
            account_type?: "savings" | "current";
            /** @description Indian Financial System Code. */
            ifsc_code?: string;
            /** @description SWIFT/BIC, 8 or 11 characters. */
            swift_code?: string;
            branch?: string;
            country_code: string;
            currency: components["schemas"]["InvoiceCurrency"];
            is_primary: boolean;
        } | unknown | unknown;
        /** @description The signature image upload (our design). */
        SignatureUploadBody: {
            /**
             * Format: binary
             * @description A PNG or JPEG image of at most 1 MB (larger answers 413).
             */
            file: string;
        };
        /** @description A user's signature image, printed on invoices. */
        Signature: {
            user_id: number;
            /**
             * Format: uri
             * @description The image as a data URI (data:image/png;base64,…), ready for an img element and the printed invoice (our design).
             */
            signature_url: string;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg";
            size_bytes: number;
            /** Format: date-time */
            uploaded_at: string;
        };
        /** @description The buyer of an invoice as printed on it (our design). */
        PartyBody: {
            legal_name: string;
            address: string;
            country_code: string;
            state_code?: components["schemas"]["GstStateCode"];
            gstin?: string;
            pan?: string;
            /** Format: email */
            email?: string;
        };
        InvoiceLineBody: {
            description: string;
            /** @description The SAC/HSN code of the line; 999293 (the fixed HSN code) when left out. */
            sac?: string;
            quantity: number;
            /** @description The price of one unit before tax, in minor units (at most 10 crore rupees). */
            unit_price_minor: number;
            gst_rate?: components["schemas"]["GstRate"];
        };
        /** @description A draft tax invoice (our design). Totals are computed by the server. */
        InvoiceDraftBody: {
            /** @description The numbering series, 1–4 capital letters; INV when left out (CN is the credit notes'). */
            series?: string;
            /** @description INR when left out. */
            currency?: string;
            buyer: components["schemas"]["PartyBody"];
            place_of_supply?: components["schemas"]["GstStateCode"];
            reverse_charge?: boolean;
            /** @description The student the invoice is about (who must be one the caller reaches). */
            student_user_id?: number;
            lines: components["schemas"]["InvoiceLineBody"][];
        };
        InvoiceResult: {
            /** @constant */
            status: true;
            data: components["schemas"]["TaxInvoice"];
        };
        InvoicePaymentBody: {
            amount_minor: number;
            /** Format: date */
            paid_on: string;
            /** @enum {string} */
            method: "bank_transfer" | "upi" | "cheque" | "card" | "cash" | "other";
            /** @description The bank or gateway reference; the idempotency key of the payment on this invoice. */
            reference: string;
        };
        InvoiceVoidBody: {
            reason: string;
        };
        CreditNoteBody: {
            reason: string;
            lines: components["schemas"]["InvoiceLineBody"][];
        };
        /** @description ISO 4217 currency code. */
        OverviewCurrency: string;
        /** @description One currency's sum in minor units and how many records make it. */
        OverviewAmount: {
            currency: components["schemas"]["OverviewCurrency"];
            /** @description The sum in minor units of the currency (paise for INR); never a fraction. */
            amount_minor: number;
            /** @description Invoices (receivables, overdue) or payments (received this month) in the sum. */
            count: number;
        };
        /** @description The commission ledger of one university in one currency (sums of its lines, reversals included). */
        UniversityCommission: {
            university_id: number;
            university_name: string;
            currency: components["schemas"]["OverviewCurrency"];
            /** @description Expected commission (after withdrawals) in minor units. */
            expected_minor: number;
            /** @description Invoiced commission (after credit notes) in minor units. */
            invoiced_minor: number;
            /** @description Commission received from the university in minor units. */
            received_minor: number;
            /** @description Application terms in the ledger of this university and currency. */
            terms: number;
        };
        /** @description The money overview of the accounts dashboard (our design; docs/invoices.md "Accounts dashboard"). */
        AccountsOverview: {
            /**
             * Format: date
             * @description Today in India's time; overdue and "this month" count from it.
             */
            today: string;
            /**
             * Format: date
             * @description The first day of the current month in India's time.
             */
            month_from: string;
            /** @description Days after the issue date an invoice is due (invoices carry no due date of their own). */
            payment_terms_days: number;
            /** @description Open balances of issued and partially paid invoices, one entry per currency. */
            receivables: components["schemas"]["OverviewAmount"][];
            /** @description The receivables past their due date, one entry per currency (none when nothing is overdue). */
            overdue: components["schemas"]["OverviewAmount"][];
            /** @description Payments received this month (by payment day, India's time), one entry per currency. */
            received_this_month: components["schemas"]["OverviewAmount"][];
            /** @description The commission ledger per university and currency, largest expected first. */
            commission_by_university: components["schemas"]["UniversityCommission"][];
        };
        /** @description The commission term claimed (our design). The amount is the ledger's, never typed. */
        PartnerInvoiceCreateBody: {
            /** @description The application (one the caller recruited the student of). */
            sa_mapper_id: number;
            /** @description The accrued commission term of the application. */
            term: number;
            /** @description A note to accounts. */
            note?: string;
        };
        /** @description One change of a partner invoice, with who and when. */
        PartnerInvoiceHistoryEntry: {
            from_status: components["schemas"]["InvoiceStatus"] | null;
            to_status: components["schemas"]["InvoiceStatus"];
            /** @description The amount before a correction (null for a status move). */
            amount_from_minor: number | null;
            amount_to_minor: number | null;
            changed_by: components["schemas"]["InvoiceUserRef"] | null;
            /** Format: date-time */
            changed_at: string;
            note: string | null;
        };
        /** @description A partner invoice with its history and the moves the caller may make now. */
        PartnerInvoiceDetail: components["schemas"]["Invoice"] & {
            term_label: string | null;
            /** Format: date */
            due_date: string | null;
            history: components["schemas"]["PartnerInvoiceHistoryEntry"][];
            /** @description The statuses the caller may move this invoice to now (movePartnerInvoice). */
            allowed_moves: components["schemas"]["InvoiceStatus"][];
        };
        /** @description One move of the transition table (our design). `paid` is reached only by payPartnerCommission. */
        PartnerInvoiceMoveBody: {
            /** @enum {string} */
            to: "raised" | "under_review" | "approved" | "rejected" | "cancelled";
            /** @description Why; required to reject. */
            note?: string;
        };
        /** @description Accounts' correction of the amount claimed while under review (our design). */
        PartnerInvoiceAmountBody: {
            /** @description The corrected amount, at most the ledger's share of the term. */
            amount_minor: number;
            /** @description Why the amount changed (shown to the raiser). */
            note: string;
        };
        /** @description One partner invoice status with the moves allowed from it (the table the server enforces). */
        PartnerInvoiceStatusOption: {
            value: components["schemas"]["InvoiceStatus"];
            label: string;
            is_final: boolean;
            sort_order: number;
            moves: {
                to: components["schemas"]["InvoiceStatus"];
                /** @description The operationId that makes the move. */
                operation: string;
                roles: components["schemas"]["UserType"][];
                /** @description Only the partner who raised the invoice (not a master franchise above it). */
                raiser_only: boolean;
            }[];
        };
        /** @description A termwise manual invoice entered by accounts for the term's partner (our design). */
        ManualInvoiceCreateBody: {
            sa_mapper_id: number;
            term: number;
            /** @description e.g. Year 1 - Semester 2; "Term <n>" when left out. */
            term_label?: string;
            /**
             * Format: date
             * @description When the partner expects to be paid.
             */
            due_date?: string;
            note?: string;
        };
        /** @description The approved invoices of one raiser to group into one bill (our design). */
        ClubbedInvoiceCreateBody: {
            inv_ids: number[];
        };
        /** @enum {string} */
        AccommodationType: "apartment" | "hostel" | "homestay" | "studio";
        /** @description A student accommodation near one or more universities. */
        Accommodation: {
            acc_id: number;
            name: string;
            type: components["schemas"]["AccommodationType"];
            description?: string | null;
            address: string | null;
            city: {
                city_id: number;
                name: string;
            };
            country: {
                country_id: number;
                name: string;
            };
            near_university: {
                university_id: number;
                name: string;
            } | null;
            distance_to_campus_km: number | null;
            /** @description The rent of a month in minor units of `currency` (pence, cents), never a float (our design). */
            rent_per_month_minor: number;
            currency: components["schemas"]["InvoiceCurrency"];
            /** @description e.g. wifi, laundry, gym, bills included. */
            amenities: string[];
            images: string[];
            /** Format: date */
            available_from?: string | null;
            /** Format: uri */
            website_url?: string | null;
        };
        /** @description A student who may be recommended an accommodation. */
        AccommodationCandidateStudent: {
            student_user_id: number;
            name: string;
            /** Format: email */
            email: string | null;
            destination_country: string | null;
            destination_city: string | null;
            /** @description The university of the student's leading application, if any. */
            university: string | null;
            /** @description The accommodation named by acc_id is already recommended to the student (false without acc_id). */
            already_recommended: boolean;
        };
        /** @description The students to recommend the accommodation to (note is our design). */
        AccommodationRecommendBody: {
            student_user_ids: number[];
            /** @description Shown to the students with the recommendation. */
            note?: string;
        };
        AccommodationRecommendResult: {
            acc_id: number;
            /** @description Students who got the recommendation now. */
            recommended: number[];
            /** @description Students who had it already (left unchanged). */
            already_recommended: number[];
        };
        /** @description An accommodation a student marked as favourite. */
        AccommodationFavourite: {
            accommodation: components["schemas"]["Accommodation"];
            /** Format: date-time */
            favourited_at: string;
            /** @description It was also recommended to the student. */
            is_recommended: boolean;
        };
        /** @description An accommodation recommended to a student. */
        AccommodationRecommendation: {
            accommodation: components["schemas"]["Accommodation"];
            recommended_by: components["schemas"]["InvoiceUserRef"];
            /** Format: date-time */
            recommended_at: string;
            note: string | null;
            is_favourite: boolean;
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
        /** @description Too many requests; try again later. */
        TooManyRequests: {
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
        /** @description The caller's role may not call this, or the resource is someone else's. */
        Forbidden: {
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
        /** @description Well-formed but refused by a business rule. */
        Unprocessable: {
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
        /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
        CatalogQ: string;
        /** @description Only this country. */
        CatalogCountryId: number;
        /** @description Only this state. */
        CatalogStateId: number;
        /** @description Only this city. */
        CatalogCityId: number;
        /** @description Only this course level. */
        CatalogCourseLevelId: number;
        /** @description Only this course category. */
        CatalogCourseCategoryId: number;
        /** @description Only this university. */
        CatalogUniversityId: number;
        /** @description Only courses with an intake in this month. */
        CatalogIntake: components["schemas"]["IntakeMonth"];
        /** @description Lowest yearly tuition, in the local currency of the chosen country; needs country_id. */
        CatalogTuitionMin: number;
        /** @description Highest yearly tuition, in the local currency of the chosen country; needs country_id. */
        CatalogTuitionMax: number;
        /** @description Lowest yearly tuition in USD. */
        CatalogTuitionUsdMin: number;
        /** @description Highest yearly tuition in USD. */
        CatalogTuitionUsdMax: number;
        /** @description The order inside the focused group and inside the rest (focused universities' courses always come first). `relevance` ranks by the match with `q` (by university ranking when there is no `q`); `ranking` by the university's ranking, unranked last. */
        CatalogSort: "relevance" | "tuition_asc" | "tuition_desc" | "tuition_usd_asc" | "tuition_usd_desc" | "name_asc" | "ranking";
        /** @description Page number, from 1. */
        Page: number;
        /** @description Items per page. */
        PageSize: number;
        /** @description The university id. */
        CatalogUniversityIdPath: number;
        /** @description Only focused (true) or only other (false) universities; both when absent. */
        CatalogFocused: boolean;
        /** @description The order inside the focused group and inside the rest; `ranking` puts unranked universities last. */
        CatalogUniversitySort: "relevance" | "name_asc" | "ranking";
        /** @description The university id (`university_id`). */
        CatalogUniversityIdAsId: number;
        /** @description The other user of the direct conversation. */
        PeopleReceiverId: number;
        /** @description For polling, only the messages with a greater id than this one (paging still applies). */
        PeopleSinceId: number;
        /** @description The student's user id. */
        PeopleStudentUserId: number;
        /** @description The application (student-application mapping) id; it must be an application of that student. */
        PeopleSaMapperId: number;
        /** @description The task's id. */
        PeopleTaskId: number;
        /** @description The student's user id. */
        PeopleStudentId: number;
        /** @description The uploaded document's id (document mapping); it must be a file of that student. */
        PeopleMapId: number;
        /** @description Part of a first name, last name, email or mobile, case-insensitive. */
        StudentsSearch: string;
        /** @description The student's user id. */
        StudentsStudentId: number;
        /** @description Only this student's records (a student the caller reaches). */
        StudentsStudentUserIdFilter: number;
        /** @description Only applications whose current status is this one. */
        StudentsApplicationStatus: components["schemas"]["ApplicationStatus"];
        /** @description Only applications to courses in this country. */
        StudentsCountryId: number;
        /** @description Only applications to courses of this university. */
        StudentsUniversityId: number;
        /** @description Only applications created on or after this day. 422 when it is after `to`. */
        StudentsFrom: string;
        /** @description Only applications created on or before this day. */
        StudentsTo: string;
        /** @description The student's user id (a student passes their own). */
        StudentsStudentUserIdQuery: number;
        /** @description The /tasks/{filter} views: important (open and important), completed, deleted. Without it: the open tasks. */
        StudentsTaskFilter: components["schemas"]["TaskFilter"];
        /** @description The /tasks/tag/{tag} views: only tasks of this priority. */
        StudentsTaskTag: components["schemas"]["TaskPriority"];
        /** @description The student's user id. */
        CommerceStudentUserIdPath: number;
        /** @description The plan to pay (from services-and-plans). */
        CommercePlanIdPath: number;
        /** @description The coupon to apply (its id, as answered by verify-coupon or available-coupons); checked as verify-coupon does (404 unknown, 422 not usable). */
        CommerceCcIdQuery: number;
        /** @description Pay only the plan's first instalment (`part_payment_amount`); 422 when the plan does not allow it. */
        CommercePartPaymentQuery: boolean;
        /** @description The transaction id answered by make. */
        CommerceTransactionIdPath: components["schemas"]["PaymentTransactionId"];
        /** @description From the local adapter's hosted page only; the outcome the tester picked. Comes with `signature`. */
        CommerceSandboxOutcomeQuery: "success" | "failure" | "cancel";
        /** @description From the local adapter's hosted page only; HMAC-SHA256 (hex) of `transaction_id|outcome|amount|currency`. */
        CommerceSandboxSignatureQuery: string;
        /** @description Free text matched against names and titles (case-insensitive, contains). */
        CommerceSearchQuery: string;
        /** @description The student this is about; a student may leave it out (it is then the caller). */
        CommerceStudentUserIdQuery: number;
        /** @description Only items of this country. */
        CommerceCountryIdQuery: number;
        /** @description The item's id. */
        CommerceIdPath: number;
        /** @description From this date (inclusive). */
        CommerceFromQuery: string;
        /** @description Up to this date (inclusive); not before `from` (422). */
        CommerceToQuery: string;
        /** @description The shop order's id. */
        CommerceSoIdPath: number;
        /** @description Only the service of this name, case-insensitive (e.g. IELTS, as in /services?service_name=IELTS). */
        CommerceServiceNameQuery: string;
        /** @description Only services of this type. */
        CommerceServiceTypeQuery: components["schemas"]["ServiceType"];
        /** @description Only active (true) or only inactive (false) accounts; both when left out. */
        CommerceActiveQuery: boolean;
        /** @description The franchise's user id; defaults to the caller for a franchise. */
        CommerceFranchiseIdQuery: number;
        /** @description Upcoming (not yet ended, soonest first), past (ended, latest first) or all (latest first). */
        CommerceWhenQuery: "upcoming" | "past" | "all";
        /** @description Only this university. */
        FinanceUniversityIdQuery: number;
        /** @description Only this country. */
        FinanceCountryIdQuery: number;
        /** @description Only this course level. */
        FinanceCourseLevelIdQuery: number;
        /** @description The commission invoice. */
        FinanceInvIdPath: number;
        /** @description A financial year (April to March) such as 2025-26; default the current one. */
        FinanceFinancialYearQuery: components["schemas"]["AnnualTargetFinancialYear"];
        /** @description A franchise's user id (the caller itself, an area franchise under the caller, or any for accounts and operations_manager). */
        FinanceFranchiseIdQuery: number;
        /** @description An agent's or franchise's user id; default the caller. An agent names only itself, a master franchise itself or its area franchises, accounts and operations managers anyone (403 otherwise, 404 when not a partner). */
        CommissionPartnerQuery: number;
        /** @description The application. */
        CommissionSaMapperIdPath: number;
        /** @description The term (semester) of study; 1 is the first. */
        CommissionTermPath: number;
        /** @description Only this student (who must be one the caller reaches). */
        FinanceStudentUserIdQuery: number;
        /** @description Only invoices in this status. */
        TaxInvoiceStatusQuery: components["schemas"]["TaxInvoiceStatus"];
        /** @description Only invoices or only credit notes. */
        InvoiceKindQuery: "invoice" | "credit_note";
        /** @description Only from this date on (inclusive), by raise or issue date. */
        FinanceFromQuery: string;
        /** @description Only up to this date (inclusive), by raise or issue date. */
        FinanceToQuery: string;
        /** @description Free text matched against invoice numbers and student names (or student names and emails). */
        FinanceSearchQuery: string;
        /** @description The student's user id. */
        FinanceStudentUserIdPath: number;
        /** @description Only invoices in this status. */
        FinanceInvoiceStatusQuery: components["schemas"]["InvoiceStatus"];
        /** @description Only this city. */
        FinanceCityIdQuery: number;
        /** @description The accommodation. */
        FinanceAccIdPath: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description The refresh cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    registerStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationBody"];
            };
        };
        responses: {
            /** @description Registered and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    registerStudentViaAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's or franchise's user id from the link. */
                agent_user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationBody"];
            };
        };
        responses: {
            /** @description Registered, linked to the agent, and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    registerStudentViaSchoolCounselor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school counselor's user id from the link. */
                sc_user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationBody"];
            };
        };
        responses: {
            /** @description Registered, linked to the school counselor, and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    latitude?: number;
                    longitude?: number;
                    /** @description Metres, as the browser's geolocation reports it. */
                    accuracy?: number;
                };
            };
        };
        responses: {
            /** @description A new access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendPasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted (the same answer for every email). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: components["schemas"]["Password"];
                };
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    searchPublicCourses: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
                /** @description Only this state. */
                state_id?: components["parameters"]["CatalogStateId"];
                /** @description Only this city. */
                city_id?: components["parameters"]["CatalogCityId"];
                /** @description Only this course level. */
                course_level_id?: components["parameters"]["CatalogCourseLevelId"];
                /** @description Only this course category. */
                course_category_id?: components["parameters"]["CatalogCourseCategoryId"];
                /** @description Only this university. */
                university_id?: components["parameters"]["CatalogUniversityId"];
                /** @description Only courses with an intake in this month. */
                intake?: components["parameters"]["CatalogIntake"];
                /** @description Lowest yearly tuition, in the local currency of the chosen country; needs country_id. */
                tuition_min?: components["parameters"]["CatalogTuitionMin"];
                /** @description Highest yearly tuition, in the local currency of the chosen country; needs country_id. */
                tuition_max?: components["parameters"]["CatalogTuitionMax"];
                /** @description Lowest yearly tuition in USD. */
                tuition_usd_min?: components["parameters"]["CatalogTuitionUsdMin"];
                /** @description Highest yearly tuition in USD. */
                tuition_usd_max?: components["parameters"]["CatalogTuitionUsdMax"];
                /** @description The order inside the focused group and inside the rest (focused universities' courses always come first). `relevance` ranks by the match with `q` (by university ranking when there is no `q`); `ranking` by the university's ranking, unranked last. */
                sort?: components["parameters"]["CatalogSort"];
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
            /** @description One page of matching courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseSearchResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getPublicUniversity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university id. */
                university_id: components["parameters"]["CatalogUniversityIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The university. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPublicUniversities: {
        parameters: {
            query?: {
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The universities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityListItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCountriesAndCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries, each with its cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CountryWithCities"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Country"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStates: {
        parameters: {
            query?: {
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["State"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCities: {
        parameters: {
            query?: {
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
                /** @description Only this state. */
                state_id?: components["parameters"]["CatalogStateId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["City"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCourseLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseLevel"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCourseCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseCategory"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTuitionFeeFilterValues: {
        parameters: {
            query?: {
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buckets per country. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["TuitionFeeCountryBuckets"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTuitionFeeFilterValuesUsd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The USD buckets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["TuitionFeeUsdBuckets"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAgentPublicInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The agent's user id. */
                agent_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent's public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ReferrerPublicProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSchoolCounselorPublicInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school counselor's user id. */
                sc_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The school counselor's public profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ReferrerPublicProfile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCourses: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
                /** @description Only this state. */
                state_id?: components["parameters"]["CatalogStateId"];
                /** @description Only this city. */
                city_id?: components["parameters"]["CatalogCityId"];
                /** @description Only this course level. */
                course_level_id?: components["parameters"]["CatalogCourseLevelId"];
                /** @description Only this course category. */
                course_category_id?: components["parameters"]["CatalogCourseCategoryId"];
                /** @description Only this university. */
                university_id?: components["parameters"]["CatalogUniversityId"];
                /** @description Only courses with an intake in this month. */
                intake?: components["parameters"]["CatalogIntake"];
                /** @description Lowest yearly tuition, in the local currency of the chosen country; needs country_id. */
                tuition_min?: components["parameters"]["CatalogTuitionMin"];
                /** @description Highest yearly tuition, in the local currency of the chosen country; needs country_id. */
                tuition_max?: components["parameters"]["CatalogTuitionMax"];
                /** @description Lowest yearly tuition in USD. */
                tuition_usd_min?: components["parameters"]["CatalogTuitionUsdMin"];
                /** @description Highest yearly tuition in USD. */
                tuition_usd_max?: components["parameters"]["CatalogTuitionUsdMax"];
                /** @description The order inside the focused group and inside the rest (focused universities' courses always come first). `relevance` ranks by the match with `q` (by university ranking when there is no `q`); `ranking` by the university's ranking, unranked last. */
                sort?: components["parameters"]["CatalogSort"];
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
            /** @description One page of matching courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseSearchResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCoursesV2: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
                /** @description Only this state. */
                state_id?: components["parameters"]["CatalogStateId"];
                /** @description Only this city. */
                city_id?: components["parameters"]["CatalogCityId"];
                /** @description Only this course level. */
                course_level_id?: components["parameters"]["CatalogCourseLevelId"];
                /** @description Only this course category. */
                course_category_id?: components["parameters"]["CatalogCourseCategoryId"];
                /** @description Only this university. */
                university_id?: components["parameters"]["CatalogUniversityId"];
                /** @description Only courses with an intake in this month. */
                intake?: components["parameters"]["CatalogIntake"];
                /** @description Lowest yearly tuition, in the local currency of the chosen country; needs country_id. */
                tuition_min?: components["parameters"]["CatalogTuitionMin"];
                /** @description Highest yearly tuition, in the local currency of the chosen country; needs country_id. */
                tuition_max?: components["parameters"]["CatalogTuitionMax"];
                /** @description Lowest yearly tuition in USD. */
                tuition_usd_min?: components["parameters"]["CatalogTuitionUsdMin"];
                /** @description Highest yearly tuition in USD. */
                tuition_usd_max?: components["parameters"]["CatalogTuitionUsdMax"];
                /** @description The order inside the focused group and inside the rest (focused universities' courses always come first). `relevance` ranks by the match with `q` (by university ranking when there is no `q`); `ranking` by the university's ranking, unranked last. */
                sort?: components["parameters"]["CatalogSort"];
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
            /** @description One page of matching courses with facet counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseSearchResultV2"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course id (`course_id`). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseDetail"];
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
    compareCourses: {
        parameters: {
            query: {
                /** @description The courses to compare, 2 to 4 distinct ids. */
                course_ids: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courses side by side. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            courses: components["schemas"]["CourseComparison"][];
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
    getUniversityDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university id. */
                university_id: components["parameters"]["CatalogUniversityIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The university. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityDetail"];
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
    getUniversityDetailsV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university id. */
                university_id: components["parameters"]["CatalogUniversityIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The university page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityDetailV2"];
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
    listUniversityCourses: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Only this course level. */
                course_level_id?: components["parameters"]["CatalogCourseLevelId"];
                /** @description Only this course category. */
                course_category_id?: components["parameters"]["CatalogCourseCategoryId"];
                /** @description Only courses with an intake in this month. */
                intake?: components["parameters"]["CatalogIntake"];
                /** @description The order inside the focused group and inside the rest (focused universities' courses always come first). `relevance` ranks by the match with `q` (by university ranking when there is no `q`); `ranking` by the university's ranking, unranked last. */
                sort?: components["parameters"]["CatalogSort"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                /** @description The university id. */
                university_id: components["parameters"]["CatalogUniversityIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the university's courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CourseSearchResult"];
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
    listUniversities: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
                /** @description Only this state. */
                state_id?: components["parameters"]["CatalogStateId"];
                /** @description Only this city. */
                city_id?: components["parameters"]["CatalogCityId"];
                /** @description Only this course level. */
                course_level_id?: components["parameters"]["CatalogCourseLevelId"];
                /** @description Only focused (true) or only other (false) universities; both when absent. */
                focused?: components["parameters"]["CatalogFocused"];
                /** @description The order inside the focused group and inside the rest; `ranking` puts unranked universities last. */
                sort?: components["parameters"]["CatalogUniversitySort"];
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
            /** @description One page of universities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUniversityInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university id (`university_id`). */
                id: components["parameters"]["CatalogUniversityIdAsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The university's info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityInfo"];
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
    getUniversityUsps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university id (`university_id`). */
                id: components["parameters"]["CatalogUniversityIdAsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The university with its USPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityUspGroup"];
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
    listUniversityUsps: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
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
            /** @description One page of universities with their USPs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["UniversityUspGroup"][];
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
    getUniversitySur: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university id (`university_id`). */
                id: components["parameters"]["CatalogUniversityIdAsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scholarships and requirements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversitySur"];
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
    listUniversitiesByCountry: {
        parameters: {
            query: {
                /** @description The country whose universities are listed. */
                country_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The universities of the country. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityListItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listFocusedUniversities: {
        parameters: {
            query?: {
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The focused universities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversitySummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listUniversityUpdates: {
        parameters: {
            query?: {
                /** @description Only this university. */
                university_id?: components["parameters"]["CatalogUniversityId"];
                /** @description Only this country. */
                country_id?: components["parameters"]["CatalogCountryId"];
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
            /** @description One page of updates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["UniversityUpdate"][];
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
    createUniversityUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UniversityUpdateInput"];
            };
        };
        responses: {
            /** @description The update was posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityUpdate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUniversityUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The update id (`update_id`). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The update. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UniversityUpdate"];
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
    listNotifications: {
        parameters: {
            query?: {
                /** @description Only read (true) or only unread (false) notifications; both when absent. */
                read?: boolean;
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
            /** @description One page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["Notification"][];
                            unread_notifications_count: number;
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
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            /** @description How many notifications this call changed from unread to read. */
                            marked_read: number;
                            /** @constant */
                            unread_notifications_count: 0;
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
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification to mark read. */
                notification_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            notification_id: number;
                            /** @constant */
                            read: true;
                            /** @description The caller's unread notifications after this call. */
                            unread_notifications_count: number;
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
    getNewNotificationsAndMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the last 200 the client received. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Something changed since the given ETag (or none was given). */
            200: {
                headers: {
                    /** @description The validator to send back as If-None-Match on the next poll. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["NotificationPoll"];
                    };
                };
            };
            /** @description Nothing changed since the given ETag; the body is empty. */
            304: {
                headers: {
                    /** @description The same validator as sent. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAnnouncements: {
        parameters: {
            query?: {
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
            /** @description One page of announcements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["Announcement"][];
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
    createAnnouncement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
            };
        };
        responses: {
            /** @description The announcement was posted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Announcement"];
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
    listWarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active warnings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Warning"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listWhatsNew: {
        parameters: {
            query?: {
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
            /** @description One page of what's-new items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["WhatsNewItem"][];
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
    reactToWhatsNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    whats_new_id: number;
                    reaction: components["schemas"]["WhatsNewReaction"];
                };
            };
        };
        responses: {
            /** @description The reaction was set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["WhatsNewReactionState"];
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
    unreactToWhatsNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    whats_new_id: number;
                };
            };
        };
        responses: {
            /** @description The reaction was removed (or there was none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["WhatsNewReactionState"];
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
    listFaqs: {
        parameters: {
            query?: {
                /** @description Free text (course, university or subject name; for the FAQ, question and answer text). Empty means no filter. */
                q?: components["parameters"]["CatalogQ"];
                /** @description Keep only this category (its exact name). */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The FAQ, grouped by category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FaqCategory"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getHomeData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["HomeData"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listChatConnections: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Part of a first name, last name or email, case-insensitive. */
                search?: string;
                /** @description Only connections with unread messages. */
                unread_only?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatConnectionPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description For polling, only the messages with a greater id than this one (paging still applies). */
                since_id?: components["parameters"]["PeopleSinceId"];
            };
            header?: never;
            path: {
                /** @description The other user of the direct conversation. */
                receiver_id: components["parameters"]["PeopleReceiverId"];
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
                    "application/json": components["schemas"]["ChatMessagePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The other user of the direct conversation. */
                receiver_id: components["parameters"]["PeopleReceiverId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatMessageBody"];
            };
        };
        responses: {
            /** @description The message was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    markChatMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user whose messages to the caller are marked read. */
                from_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages are read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatReadResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listApplicationChatMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description For polling, only the messages with a greater id than this one (paging still applies). */
                since_id?: components["parameters"]["PeopleSinceId"];
            };
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["PeopleStudentUserId"];
                /** @description The application (student-application mapping) id; it must be an application of that student. */
                sa_mapper_id: components["parameters"]["PeopleSaMapperId"];
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
                    "application/json": components["schemas"]["ChatMessagePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendApplicationChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["PeopleStudentUserId"];
                /** @description The application (student-application mapping) id; it must be an application of that student. */
                sa_mapper_id: components["parameters"]["PeopleSaMapperId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatMessageBody"];
            };
        };
        responses: {
            /** @description The message was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getApplicationTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["PeopleStudentUserId"];
                /** @description The application (student-application mapping) id; it must be an application of that student. */
                sa_mapper_id: components["parameters"]["PeopleSaMapperId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The timeline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTaskChatMessages: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description For polling, only the messages with a greater id than this one (paging still applies). */
                since_id?: components["parameters"]["PeopleSinceId"];
            };
            header?: never;
            path: {
                /** @description The task's id. */
                task_id: components["parameters"]["PeopleTaskId"];
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
                    "application/json": components["schemas"]["ChatMessagePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendTaskChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task's id. */
                task_id: components["parameters"]["PeopleTaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatMessageBody"];
            };
        };
        responses: {
            /** @description The message was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentListChatMessages: {
        parameters: {
            query: {
                /** @description The student the thread is about. */
                student_user_id: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description For polling, only the messages with a greater id than this one (paging still applies). */
                since_id?: components["parameters"]["PeopleSinceId"];
            };
            header?: never;
            path?: never;
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
                    "application/json": components["schemas"]["ChatMessagePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendStudentListChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatStudentListBody"];
            };
        };
        responses: {
            /** @description The message was stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendStudentWhatsAppMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key made once per intended message and repeated on its retries (kept 24 hours; our design). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatsAppMsgBody"];
            };
        };
        responses: {
            /** @description The message is queued (or, for a repeated Idempotency-Key, its current state). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsAppMsgResult"];
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
    listLeadMessageHistory: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description For polling, only the messages with a greater id than this one (paging still applies). */
                since_id?: components["parameters"]["PeopleSinceId"];
                /** @description Only messages of this channel. */
                channel?: "whatsapp" | "email";
            };
            header?: never;
            path: {
                /** @description The lead's id. */
                leadId: number;
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
                    "application/json": components["schemas"]["MessageLeadPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    sendBulkMailToStudents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkMailBody"];
            };
        };
        responses: {
            /** @description The mails are queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkMailResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    transcribeSpeech: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SpeechToTextBody"];
            };
        };
        responses: {
            /** @description The transcript. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeechToTextResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getSignedInUserProfile: {
        parameters: {
            query?: never;
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
                    "application/json": components["schemas"]["ProfileResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserProfileStrength: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile strength. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileStrengthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPasswordChangeBody"];
            };
        };
        responses: {
            /** @description The password is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    deleteOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeleteBody"];
            };
        };
        responses: {
            /** @description The account is closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDeletionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getInvoiceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice profile, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceProfileResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveInvoiceProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceProfileBody"];
            };
        };
        responses: {
            /** @description The saved invoice profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceProfileResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getLmsAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LmsAccessTokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    convertStudentToLms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LmsConvertBody"];
            };
        };
        responses: {
            /** @description The learning-system account was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LmsAccountResult"];
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
    checkLeadExistsByContact: {
        parameters: {
            query?: {
                email?: string;
                /** @description Sanitised as the spec's mobile rule says. */
                mobile?: components["schemas"]["Mobile"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the lead exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileLeadCheckResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveUserAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressBody"];
            };
        };
        responses: {
            /** @description The saved address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listVisaDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visa document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentVisaDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visa document types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypeListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listDocumentSamples: {
        parameters: {
            query?: {
                /** @description Only the samples of this document type. */
                document_type_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The samples. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentSampleListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStudentDocumentChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentChecklistResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStudentVisaDocumentChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentChecklistResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentRequiredDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
                /** @description A course level of the CourseLevels list. */
                course_level_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The required documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentRequiredResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listUploadedStudentDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listUploadedStudentVisaDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    removeStudentDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
                /** @description The uploaded document's id (document mapping); it must be a file of that student. */
                map_id: components["parameters"]["PeopleMapId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
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
    removeStudentVisaDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
                /** @description The uploaded document's id (document mapping); it must be a file of that student. */
                map_id: components["parameters"]["PeopleMapId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
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
    uploadFile: {
        parameters: {
            query: {
                /** @description What the file is. */
                kind: components["schemas"]["UploadKind"];
                /** @description The student the file is filed under. */
                student_user_id: number;
                /** @description The document type; required for `document` and `visa_document`, not allowed otherwise. */
                document_type_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadFileBody"];
            };
        };
        responses: {
            /** @description The file is stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentFileResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    downloadStudentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The stored file's id (document mapping). */
                map_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="<uploaded name>"; filename*=UTF-8''<uploaded name, percent-encoded> */
                    "Content-Disposition"?: string;
                    /** @description Always nosniff. */
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    addFeatureDoc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureDocBody"];
            };
        };
        responses: {
            /** @description The document is attached. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureDocResult"];
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
    listFeatureDocs: {
        parameters: {
            query?: {
                /** @description Only the documents of this feature. */
                feature_id?: number;
            };
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["PeopleStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feature documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureDocListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveTimeSpentOnPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingEvent"];
                "text/plain": components["schemas"]["TrackingEvent"];
            };
        };
        responses: {
            /** @description The event is recorded (or was already). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getTimeSpentPerPage: {
        parameters: {
            query?: {
                /** @description First day counted (UTC); default 29 days before `to`. */
                from?: string;
                /** @description Last day counted (UTC); default today. */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Time per page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            student_user_id: number;
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            total_active_ms: number;
                            pages: {
                                page_key: string;
                                active_ms: number;
                                idle_ms: number;
                                /** @description Distinct page views (one per session, visit and start time). */
                                views: number;
                                events: number;
                            }[];
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
    sendPublicAgentChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiAgentChatBody"];
            };
        };
        responses: {
            /** @description The assistant's reply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiReplyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createAiSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiSessionBody"];
            };
        };
        responses: {
            /** @description The session is started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiSessionResult"];
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
    storeAiChatLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiChatLogBody"];
            };
        };
        responses: {
            /** @description The turn is stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiChatLogResult"];
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
    sendAiApplicationChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiApplicationChatBody"];
            };
        };
        responses: {
            /** @description The assistant's reply. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiReplyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAssignedStudents: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Part of a first name, last name, email or mobile, case-insensitive. */
                q?: components["parameters"]["StudentsSearch"];
                /** @description Only active (true) or inactive (false) students. */
                active?: boolean;
                /** @description Only students who prefer this country. */
                preferred_country_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentSummaryPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStudentAssignedStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The people working with the student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAssignmentListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStudentDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStudentServicesAvailed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services availed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicesAvailedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    recordServiceFinalDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicesAvailedFinalDeliveryBody"];
            };
        };
        responses: {
            /** @description The service, now delivered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicesAvailedServiceResult"];
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
    markFeatureCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureMarkCompletedBody"];
            };
        };
        responses: {
            /** @description The completion. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureCompletionResult"];
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
    listCompletedFeatures: {
        parameters: {
            query?: {
                /** @description Only features of this service. */
                service_id?: number;
            };
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The completed features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureCompletionListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveApplicationChecklistInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChecklistSaveBody"];
            };
        };
        responses: {
            /** @description The whole checklist. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChecklistInfoResult"];
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
    setStudentActiveStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
                /** @description The new status. */
                status: "active" | "inactive";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentActiveStatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentCreateBody"];
            };
        };
        responses: {
            /** @description The student was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentSummaryResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveAssessUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssessUserBody"];
            };
        };
        responses: {
            /** @description The assessment was saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssessUserResult"];
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
    recommendCourseToStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The course recommended. */
                course_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendationCreateBody"];
            };
        };
        responses: {
            /** @description The recommendations were added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    removeRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: number;
                /** @description The recommended course. */
                course_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendation is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    countRecommendations: {
        parameters: {
            query?: {
                /** @description Only this student's records (a student the caller reaches). */
                student_user_id?: components["parameters"]["StudentsStudentUserIdFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendationCountResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's recommended courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommendedCourseListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getStudentPsm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile strength. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PsmResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentApplications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only applications whose current status is this one. */
                status?: components["parameters"]["StudentsApplicationStatus"];
                /** @description Only applications to courses in this country. */
                country_id?: components["parameters"]["StudentsCountryId"];
                /** @description Only applications to courses of this university. */
                university_id?: components["parameters"]["StudentsUniversityId"];
                /** @description Only applications created on or after this day. 422 when it is after `to`. */
                from?: components["parameters"]["StudentsFrom"];
                /** @description Only applications created on or before this day. */
                to?: components["parameters"]["StudentsTo"];
                /** @description Only this student's records (a student the caller reaches). */
                student_user_id?: components["parameters"]["StudentsStudentUserIdFilter"];
                /** @description Only this intake month. */
                intake?: components["schemas"]["ApplicationIntakeMonth"];
                /** @description Only this intake year. */
                intake_year?: components["schemas"]["ApplicationIntakeYear"];
                /** @description Part of a first name, last name, email or mobile, case-insensitive. */
                q?: components["parameters"]["StudentsSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPageResult"];
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
    createApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationCreateBody"];
            };
        };
        responses: {
            /** @description The application was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResult"];
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
    listStaleApplications: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Days without a status change. */
                days?: number;
                /** @description Only applications whose current status is this one. */
                status?: components["parameters"]["StudentsApplicationStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of stale applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationStalePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    countApplicationStatusesByUniversity: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only applications created on or after this day. 422 when it is after `to`. */
                from?: components["parameters"]["StudentsFrom"];
                /** @description Only applications created on or before this day. */
                to?: components["parameters"]["StudentsTo"];
                /** @description Only applications to courses in this country. */
                country_id?: components["parameters"]["StudentsCountryId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of universities with their counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationUniversityCountPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    countApplicationsByStatus: {
        parameters: {
            query?: {
                /** @description Only applications created on or after this day. 422 when it is after `to`. */
                from?: components["parameters"]["StudentsFrom"];
                /** @description Only applications created on or before this day. */
                to?: components["parameters"]["StudentsTo"];
                /** @description Only applications to courses in this country. */
                country_id?: components["parameters"]["StudentsCountryId"];
                /** @description Only applications to courses of this university. */
                university_id?: components["parameters"]["StudentsUniversityId"];
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
                    "application/json": components["schemas"]["ApplicationCountByStatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    countApplicationsByTime: {
        parameters: {
            query?: {
                /** @description How many months back, current included. */
                months?: number;
                /** @description Only applications whose current status is this one. */
                status?: components["parameters"]["StudentsApplicationStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monthly counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationCountByTimeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listOfferLetterNotAccepted: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only applications to courses of this university. */
                university_id?: components["parameters"]["StudentsUniversityId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications with a pending offer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationOfferPendingPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listDepositPayable: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Only applications to courses of this university. */
                university_id?: components["parameters"]["StudentsUniversityId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications with a deposit payable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationDepositPayablePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listApplicationStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationStatusListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    changeApplicationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationStatusChangeBody"];
            };
        };
        responses: {
            /** @description The application with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationResult"];
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
    getSopAnswers: {
        parameters: {
            query: {
                /** @description The student's user id (a student passes their own). */
                student_user_id: components["parameters"]["StudentsStudentUserIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions and answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SopAnswersResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveSopAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SopAnswersBody"];
            };
        };
        responses: {
            /** @description The questions and answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SopAnswersResult"];
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
    listQuestionResponses: {
        parameters: {
            query: {
                /** @description The student's user id (a student passes their own). */
                student_user_id: components["parameters"]["StudentsStudentUserIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The questions, their options and the answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounsellingQuestionnaireResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveQuestionResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionResponseBody"];
            };
        };
        responses: {
            /** @description The saved answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponseResult"];
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
    saveAisQualifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisQualificationsBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisQualificationsResult"];
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
    saveAisGaps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisGapsBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisGapsResult"];
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
    saveAisCertifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisCertificationsBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisCertificationsResult"];
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
    saveAisTravelHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisTravelHistoryBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisTravelHistoryResult"];
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
    saveAisWorkHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisWorkHistoryBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisWorkHistoryResult"];
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
    saveAisVisaRejections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisVisaRejectionsBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisVisaRejectionsResult"];
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
    saveAisFamilyDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AisFamilyDetailsBody"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisFamilyDetailsResult"];
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
    getAis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: components["parameters"]["StudentsStudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AisSheetResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveSearchRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchLogRecordBody"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchLogCreatedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    logSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchLogEntryBody"];
            };
        };
        responses: {
            /** @description Logged. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchLogCreatedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    logFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FilterLogBody"];
            };
        };
        responses: {
            /** @description Logged. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchLogCreatedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description The /tasks/{filter} views: important (open and important), completed, deleted. Without it: the open tasks. */
                filter?: components["parameters"]["StudentsTaskFilter"];
                /** @description The /tasks/tag/{tag} views: only tasks of this priority. */
                tag?: components["parameters"]["StudentsTaskTag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskSaveBody"];
            };
        };
        responses: {
            /** @description The task was updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResult"];
                };
            };
            /** @description The task was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResult"];
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
    listAssignedTasks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description The /tasks/{filter} views: important (open and important), completed, deleted. Without it: the open tasks. */
                filter?: components["parameters"]["StudentsTaskFilter"];
                /** @description The /tasks/tag/{tag} views: only tasks of this priority. */
                tag?: components["parameters"]["StudentsTaskTag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listOrDeleteUserTasks: {
        parameters: {
            query?: {
                /** @description A task to move to the deleted list before listing. */
                delete_task_id?: number;
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description The /tasks/{filter} views: important (open and important), completed, deleted. Without it: the open tasks. */
                filter?: components["parameters"]["StudentsTaskFilter"];
                /** @description The /tasks/tag/{tag} views: only tasks of this priority. */
                tag?: components["parameters"]["StudentsTaskTag"];
            };
            header?: never;
            path: {
                /** @description The user whose tasks are listed. */
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the user's tasks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskUserTasksResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTaskUsers: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Part of a first name, last name, email or mobile, case-insensitive. */
                q?: components["parameters"]["StudentsSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskUserPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listTaskStudents: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Items per page. */
                page_size?: components["parameters"]["PageSize"];
                /** @description Part of a first name, last name, email or mobile, case-insensitive. */
                q?: components["parameters"]["StudentsSearch"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskStudentPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startRazorpayPayment: {
        parameters: {
            query: {
                /** @description Where the provider sends the browser back; an absolute address on our own web origin (422 otherwise). */
                url: string;
                /** @description The coupon to apply (its id, as answered by verify-coupon or available-coupons); checked as verify-coupon does (404 unknown, 422 not usable). */
                cc_id?: components["parameters"]["CommerceCcIdQuery"];
                /** @description Pay only the plan's first instalment (`part_payment_amount`); 422 when the plan does not allow it. */
                part_payment?: components["parameters"]["CommercePartPaymentQuery"];
            };
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["CommerceStudentUserIdPath"];
                /** @description The plan to pay (from services-and-plans). */
                plan_id: components["parameters"]["CommercePlanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction is created (pending) and the checkout is ready. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStartResult"];
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
    verifyRazorpayPayment: {
        parameters: {
            query?: {
                /** @description The provider's payment id from the checkout handler. */
                razorpay_payment_id?: string;
                /** @description The provider's order id; must be this transaction's order (409 otherwise). */
                razorpay_order_id?: string;
                /** @description HMAC-SHA256 (hex) of `order_id|payment_id` with the provider secret. */
                razorpay_signature?: string;
                /** @description From the local adapter's hosted page only; the outcome the tester picked. Comes with `signature`. */
                outcome?: components["parameters"]["CommerceSandboxOutcomeQuery"];
                /** @description From the local adapter's hosted page only; HMAC-SHA256 (hex) of `transaction_id|outcome|amount|currency`. */
                signature?: components["parameters"]["CommerceSandboxSignatureQuery"];
            };
            header?: never;
            path: {
                /** @description The transaction id answered by make. */
                transaction_id: components["parameters"]["CommerceTransactionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction's state after the answer was recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTransactionResult"];
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
    startPayuPayment: {
        parameters: {
            query?: {
                /** @description The coupon to apply (its id, as answered by verify-coupon or available-coupons); checked as verify-coupon does (404 unknown, 422 not usable). */
                cc_id?: components["parameters"]["CommerceCcIdQuery"];
                /** @description Pay only the plan's first instalment (`part_payment_amount`); 422 when the plan does not allow it. */
                part_payment?: components["parameters"]["CommercePartPaymentQuery"];
            };
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["CommerceStudentUserIdPath"];
                /** @description The plan to pay (from services-and-plans). */
                plan_id: components["parameters"]["CommercePlanIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction is created (pending) and the checkout form is ready. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStartResult"];
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
    verifyPayuPayment: {
        parameters: {
            query?: {
                /** @description The gateway's payment id. */
                mihpayid?: string;
                /** @description The gateway's status. */
                status?: "success" | "failure" | "pending";
                /** @description The gateway's reverse hash (SHA-512, hex). */
                hash?: string;
                /** @description The echoed transaction id; must equal the path's `transaction_id` (409 otherwise). */
                txnid?: string;
                /** @description The echoed amount in major units, e.g. 4999.00; must equal the transaction's (409 otherwise). */
                amount?: string;
                /** @description Echoed. */
                productinfo?: string;
                /** @description Echoed. */
                firstname?: string;
                /** @description Echoed. */
                email?: string;
                /** @description Echoed merchant key. */
                key?: string;
                /** @description Echoed user field 1 (our student_user_id). */
                udf1?: string;
                /** @description Echoed user field 2 (our plan_id). */
                udf2?: string;
                /** @description Echoed user field 3. */
                udf3?: string;
                /** @description Echoed user field 4. */
                udf4?: string;
                /** @description Echoed user field 5. */
                udf5?: string;
                /** @description Echoed when the gateway added charges; part of the reverse hash. */
                additionalCharges?: string;
                /** @description The payment mode the gateway reports (informative). */
                mode?: string;
                /** @description The bank's reference (informative). */
                bank_ref_num?: string;
                /** @description The bank code (informative). */
                bankcode?: string;
                /** @description The gateway's detailed status; userCancelled makes a failure a cancellation. */
                unmappedstatus?: string;
                /** @description The gateway's error code (informative). */
                error?: string;
                /** @description The gateway's error text (informative; stored as the failure reason). */
                error_Message?: string;
                /** @description From the local adapter's hosted page only; the outcome the tester picked. Comes with `signature`. */
                outcome?: components["parameters"]["CommerceSandboxOutcomeQuery"];
                /** @description From the local adapter's hosted page only; HMAC-SHA256 (hex) of `transaction_id|outcome|amount|currency`. */
                signature?: components["parameters"]["CommerceSandboxSignatureQuery"];
            };
            header?: never;
            path: {
                /** @description The transaction id answered by make. */
                transaction_id: components["parameters"]["CommerceTransactionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction's state after the answer was recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTransactionResult"];
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
    listCouponCodes: {
        parameters: {
            query?: {
                /** @description Only active and currently valid coupons (true) or only inactive or expired ones (false). */
                active?: boolean;
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAssignedCoupons: {
        parameters: {
            query?: {
                /** @description The student this is about; a student may leave it out (it is then the caller). */
                student_user_id?: components["parameters"]["CommerceStudentUserIdQuery"];
                /** @description Only used (true) or unused (false) assignments. */
                used?: boolean;
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
            /** @description One page of coupon assignments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CouponAssignmentPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAvailableCoupons: {
        parameters: {
            query?: {
                /** @description The student this is about; a student may leave it out (it is then the caller). */
                student_user_id?: components["parameters"]["CommerceStudentUserIdQuery"];
                /** @description Only coupons valid for this plan, with the discount computed on its price. */
                plan_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usable coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CouponOffer"][];
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
    verifyCoupon: {
        parameters: {
            query: {
                /** @description The plan the coupon would be applied to. */
                plan_id: number;
                /** @description The student this is about; a student may leave it out (it is then the caller). */
                student_user_id?: components["parameters"]["CommerceStudentUserIdQuery"];
            };
            header?: never;
            path: {
                /** @description The coupon code as typed (letters, digits, `-` and `_`). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coupon applies; the discount on the plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CouponVerification"];
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
    assignCouponToStudents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponAssignBody"];
            };
        };
        responses: {
            /** @description The coupon is assigned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["CouponAssignResult"];
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
    listUniversityPayments: {
        parameters: {
            query?: {
                /** @description The student this is about; a student may leave it out (it is then the caller). */
                student_user_id?: components["parameters"]["CommerceStudentUserIdQuery"];
                /** @description Only payments in this state. */
                status?: components["schemas"]["PaymentUniversityFeeStatus"];
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
            /** @description One page of university payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentUniversityFeePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    recordUniversityPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentUniversityFeeRecordBody"];
            };
        };
        responses: {
            /** @description The payment this request key recorded before. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentUniversityFeeResult"];
                };
            };
            /** @description The payment is recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentUniversityFeeResult"];
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
    setUniversityPaymentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The university payment. */
                payment_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentUniversityFeeStatusBody"];
            };
        };
        responses: {
            /** @description The payment in its (new) state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentUniversityFeeResult"];
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
    listFlywireUniversities: {
        parameters: {
            query?: {
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
                /** @description Only items of this country. */
                country_id?: components["parameters"]["CommerceCountryIdQuery"];
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
            /** @description One page of payable universities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlywireUniversityPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getFlywireUniversityDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The item's id. */
                id: components["parameters"]["CommerceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The university's transfer details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FlywireUniversityDetails"];
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
    listFlywireCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FlywireCurrency"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPaymentTransactions: {
        parameters: {
            query?: {
                /** @description The student this is about; a student may leave it out (it is then the caller). */
                student_user_id?: components["parameters"]["CommerceStudentUserIdQuery"];
                /** @description Only transactions in this state. */
                status?: components["schemas"]["TransactionListStatus"];
                /** @description From this date (inclusive). */
                from?: components["parameters"]["CommerceFromQuery"];
                /** @description Up to this date (inclusive); not before `from` (422). */
                to?: components["parameters"]["CommerceToQuery"];
                /** @description Free text matched against the transaction id, the student's name and email, and the plan and service names (case-insensitive, contains). */
                q?: string;
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
            /** @description One page of transactions and the totals of all that match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["TransactionListItem"][];
                            /** @description Per currency, over every transaction that matches (not only this page). */
                            totals: components["schemas"]["TransactionListTotal"][];
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
    saveCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItemSaveBody"];
            };
        };
        responses: {
            /** @description The item is in the cart; the cart as it is now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResult"];
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
    removeCartItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItemsRemoveBody"];
            };
        };
        responses: {
            /** @description The cart as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCartItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listShopOrders: {
        parameters: {
            query?: {
                /** @description Only orders in this state. */
                status?: components["schemas"]["ShopOrderStatus"];
                /** @description From this date (inclusive). */
                from?: components["parameters"]["CommerceFromQuery"];
                /** @description Up to this date (inclusive); not before `from` (422). */
                to?: components["parameters"]["CommerceToQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopOrderPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getShopOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shop order's id. */
                so_id: components["parameters"]["CommerceSoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopOrderDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    saveShopOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopOrderStatusBody"];
            };
        };
        responses: {
            /** @description The order as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopOrderDetailsResult"];
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
    listServicesAndPlans: {
        parameters: {
            query?: {
                /** @description Only the service of this name, case-insensitive (e.g. IELTS, as in /services?service_name=IELTS). */
                service_name?: components["parameters"]["CommerceServiceNameQuery"];
                /** @description Only services of this type. */
                type?: components["parameters"]["CommerceServiceTypeQuery"];
                /** @description The student this is about; a student may leave it out (it is then the caller). */
                student_user_id?: components["parameters"]["CommerceStudentUserIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services with their plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPublicServicesAndPlans: {
        parameters: {
            query?: {
                /** @description Only the service of this name, case-insensitive (e.g. IELTS, as in /services?service_name=IELTS). */
                service_name?: components["parameters"]["CommerceServiceNameQuery"];
                /** @description Only services of this type. */
                type?: components["parameters"]["CommerceServiceTypeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The services with their plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAllFranchises: {
        parameters: {
            query?: {
                /** @description Only master or only area franchises. */
                franchise_type?: "master" | "area";
                /** @description Only the area franchises under this master franchise. */
                master_franchise_id?: number;
                /** @description Only active (true) or only inactive (false) accounts; both when left out. */
                active?: components["parameters"]["CommerceActiveQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of franchises. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FranchisePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAllAgents: {
        parameters: {
            query?: {
                /** @description Only active (true) or only inactive (false) accounts; both when left out. */
                active?: components["parameters"]["CommerceActiveQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAllCounselors: {
        parameters: {
            query?: {
                /** @description Only active (true) or only inactive (false) accounts; both when left out. */
                active?: components["parameters"]["CommerceActiveQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of counselors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounselorPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listAllUsersAndTypes: {
        parameters: {
            query?: {
                /** @description Only users of this type. */
                user_type?: components["schemas"]["UserType"];
                /** @description Only active (true) or only inactive (false) accounts; both when left out. */
                active?: components["parameters"]["CommerceActiveQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAndTypePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getFranchiseStatistics: {
        parameters: {
            query?: {
                /** @description The franchise's user id; defaults to the caller for a franchise. */
                franchise_id?: components["parameters"]["CommerceFranchiseIdQuery"];
                /** @description From this date (inclusive). */
                from?: components["parameters"]["CommerceFromQuery"];
                /** @description Up to this date (inclusive); not before `from` (422). */
                to?: components["parameters"]["CommerceToQuery"];
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
                        data: components["schemas"]["FranchiseStatistics"];
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
    listAssignedAgents: {
        parameters: {
            query?: {
                /** @description Only the agents assigned to this staff member (the caller, or a member the caller manages). */
                staff_user_id?: number;
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of assigned agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentAssignmentPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getServiceRevenue: {
        parameters: {
            query?: {
                /** @description From this date (inclusive). */
                from?: components["parameters"]["CommerceFromQuery"];
                /** @description Up to this date (inclusive); not before `from` (422). */
                to?: components["parameters"]["CommerceToQuery"];
                /** @description For a master franchise, include the area franchises under it. */
                include_area_franchises?: boolean;
            };
            header?: never;
            path: {
                /** @description The franchise's user id. */
                franchise_id: number;
                /** @description The service (from services-and-plans). */
                service_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revenue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["RevenueSummary"];
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
    listTrainings: {
        parameters: {
            query?: {
                /** @description Upcoming (not yet ended, soonest first), past (ended, latest first) or all (latest first). */
                when?: components["parameters"]["CommerceWhenQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of training sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingSessionPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    registerForTraining: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingRegisterBody"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRegistrationResult"];
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
    listTrainingMaterials: {
        parameters: {
            query?: {
                /** @description Only materials of this category. */
                category?: components["schemas"]["TrainingMaterialCategory"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of training materials. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingMaterialPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createTrainingMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TrainingMaterialUploadBody"];
            };
        };
        responses: {
            /** @description The material is added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingMaterialResult"];
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
    getTrainingMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The item's id. */
                id: components["parameters"]["CommerceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The material. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingMaterialResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listFranchiseTrainings: {
        parameters: {
            query?: {
                /** @description Only courses of this category (as given in the items). */
                category?: string;
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of training courses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FranchiseTrainingPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getFranchiseTraining: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The franchise training's id. */
                ft_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The course and its videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FranchiseTrainingDetails"];
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
    listAcademyItems: {
        parameters: {
            query?: {
                /** @description Only items of this category (as given in the items). */
                category?: string;
                /** @description Only items of this kind. */
                content_type?: components["schemas"]["AcademyContentType"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of academy items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademyItemPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAcademyItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The academy item's id. */
                fa_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The academy item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["AcademyItemDetails"];
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
    listFranchiseEvents: {
        parameters: {
            query?: {
                /** @description Upcoming (not yet ended, soonest first), past (ended, latest first) or all (latest first). */
                when?: components["parameters"]["CommerceWhenQuery"];
                /** @description Only events of this mode. */
                mode?: components["schemas"]["EventMode"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createFranchiseEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description The event is published. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getFranchiseEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The event's id. */
                fe_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listUnipathTrainings: {
        parameters: {
            query?: {
                /** @description Upcoming (not yet ended, soonest first), past (ended, latest first) or all (latest first). */
                when?: components["parameters"]["CommerceWhenQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of programmes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingProgrammePageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createUnipathTraining: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingProgrammeInput"];
            };
        };
        responses: {
            /** @description The programme is published. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingProgrammeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUnipathTraining: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The training programme's id. */
                tr_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The programme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingProgrammeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    registerForUnipathTraining: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrainingProgrammeRegisterBody"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrainingRegistrationResult"];
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
    listIndustryNews: {
        parameters: {
            query?: {
                /** @description Only items of this country. */
                country_id?: components["parameters"]["CommerceCountryIdQuery"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of news. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listMarketingMaterial: {
        parameters: {
            query?: {
                /** @description Only material of this kind. */
                type?: components["schemas"]["MaterialType"];
                /** @description Only items of this country. */
                country_id?: components["parameters"]["CommerceCountryIdQuery"];
                /** @description Only material about this university. */
                university_id?: number;
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of material. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listBlogs: {
        parameters: {
            query?: {
                /** @description Only posts with this tag. */
                tag?: string;
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
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
            /** @description One page of blog posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPageResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listUtilities: {
        parameters: {
            query?: {
                /** @description Only utilities of this category. */
                category?: components["schemas"]["UtilityCategory"];
                /** @description Free text matched against names and titles (case-insensitive, contains). */
                q?: components["parameters"]["CommerceSearchQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The utilities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Utility"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUtility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The item's id. */
                id: components["parameters"]["CommerceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The utility. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["UtilityDetails"];
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
    listFactSheets: {
        parameters: {
            query?: {
                /** @description Only items of this country. */
                country_id?: components["parameters"]["CommerceCountryIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fact sheets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["FactSheet"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCommissionRates: {
        parameters: {
            query?: {
                /** @description Only this university. */
                university_id?: components["parameters"]["FinanceUniversityIdQuery"];
                /** @description Only this country. */
                country_id?: components["parameters"]["FinanceCountryIdQuery"];
                /** @description Only this course level. */
                course_level_id?: components["parameters"]["FinanceCourseLevelIdQuery"];
                /** @description Only rates valid today (true, the default) or every rate including past and future ones. */
                active_only?: boolean;
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
            /** @description One page of commission rates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["CommissionRate"][];
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
    updateCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The commission invoice. */
                inv_id: components["parameters"]["FinanceInvIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionUpdateBody"];
            };
        };
        responses: {
            /** @description The term's ledger as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
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
    getAnnualTarget: {
        parameters: {
            query?: {
                /** @description A financial year (April to March) such as 2025-26; default the current one. */
                financial_year?: components["parameters"]["FinanceFinancialYearQuery"];
                /** @description A franchise's user id (the caller itself, an area franchise under the caller, or any for accounts and operations_manager). */
                franchise_id?: components["parameters"]["FinanceFranchiseIdQuery"];
                /** @description An agent's or franchise's user id; default the caller. An agent names only itself, a master franchise itself or its area franchises, accounts and operations managers anyone (403 otherwise, 404 when not a partner). */
                partner_user_id?: components["parameters"]["CommissionPartnerQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The target, or null when none is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["AnnualTarget"] | null;
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
    setAnnualTarget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnualTargetBody"];
            };
        };
        responses: {
            /** @description The replaced target with its progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnualTargetResult"];
                };
            };
            /** @description The new target with its progress. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnualTargetResult"];
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
    checkAnnualTargetSet: {
        parameters: {
            query?: {
                /** @description A financial year (April to March) such as 2025-26; default the current one. */
                financial_year?: components["parameters"]["FinanceFinancialYearQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether a target is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            is_set: boolean;
                            financial_year: components["schemas"]["AnnualTargetFinancialYear"];
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
    listAssociatePlanTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssociatePlans"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    setAssociatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssociatePlanBody"];
            };
        };
        responses: {
            /** @description The plan types, with the partner's plan as current_plan_type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssociatePlans"];
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
    saveCommissionRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionRateBody"];
            };
        };
        responses: {
            /** @description The new rate. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionRateResult"];
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
    accrueCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: components["parameters"]["CommissionSaMapperIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionAccrueBody"];
            };
        };
        responses: {
            /** @description The term unchanged (the same move again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
                };
            };
            /** @description The term after the move. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
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
    getCommissionTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: components["parameters"]["CommissionSaMapperIdPath"];
                /** @description The term (semester) of study; 1 is the first. */
                term: components["parameters"]["CommissionTermPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    invoiceCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: components["parameters"]["CommissionSaMapperIdPath"];
                /** @description The term (semester) of study; 1 is the first. */
                term: components["parameters"]["CommissionTermPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionInvoiceBody"];
            };
        };
        responses: {
            /** @description The term unchanged (the same move again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
                };
            };
            /** @description The term after the move. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
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
    recordCommissionReceived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: components["parameters"]["CommissionSaMapperIdPath"];
                /** @description The term (semester) of study; 1 is the first. */
                term: components["parameters"]["CommissionTermPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionReceivedBody"];
            };
        };
        responses: {
            /** @description The term unchanged (the same move again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
                };
            };
            /** @description The term after the move. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
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
    withdrawCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: components["parameters"]["CommissionSaMapperIdPath"];
                /** @description The term (semester) of study; 1 is the first. */
                term: components["parameters"]["CommissionTermPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionWithdrawalBody"];
            };
        };
        responses: {
            /** @description The term unchanged (the same move again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
                };
            };
            /** @description The term after the move. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
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
    payPartnerCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application. */
                sa_mapper_id: components["parameters"]["CommissionSaMapperIdPath"];
                /** @description The term (semester) of study; 1 is the first. */
                term: components["parameters"]["CommissionTermPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommissionPayoutBody"];
            };
        };
        responses: {
            /** @description The term unchanged (the same move again). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
                };
            };
            /** @description The term after the move. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionTermResult"];
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
    getCommissionStatement: {
        parameters: {
            query?: {
                /** @description An agent's or franchise's user id; default the caller. An agent names only itself, a master franchise itself or its area franchises, accounts and operations managers anyone (403 otherwise, 404 when not a partner). */
                partner_user_id?: components["parameters"]["CommissionPartnerQuery"];
                /** @description A financial year (April to March) such as 2025-26; default the current one. */
                financial_year?: components["parameters"]["FinanceFinancialYearQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommissionStatement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentCommissionTerms: {
        parameters: {
            query: {
                /** @description The student (one the caller reaches). */
                student_user_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            items: components["schemas"]["CommissionTerm"][];
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
    listInvoices: {
        parameters: {
            query?: {
                /** @description Only this student (who must be one the caller reaches). */
                student_user_id?: components["parameters"]["FinanceStudentUserIdQuery"];
                /** @description Only invoices in this status. */
                status?: components["parameters"]["TaxInvoiceStatusQuery"];
                /** @description Only invoices or only credit notes. */
                kind?: components["parameters"]["InvoiceKindQuery"];
                /** @description Only from this date on (inclusive), by raise or issue date. */
                from?: components["parameters"]["FinanceFromQuery"];
                /** @description Only up to this date (inclusive), by raise or issue date. */
                to?: components["parameters"]["FinanceToQuery"];
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of invoices, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["TaxInvoice"][];
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
    getStudentStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student whose statement it is. */
                student_user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="statement-<student_user_id>-<YYYY-MM-DD>.pdf" */
                    "Content-Disposition"?: string;
                    /** @description private, no-store: a statement changes with every payment. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listInvoiceStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["InvoiceStatusOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listFranchiseStudentInvoices: {
        parameters: {
            query?: {
                /** @description A franchise's user id (the caller itself, an area franchise under the caller, or any for accounts and operations_manager). */
                franchise_id?: components["parameters"]["FinanceFranchiseIdQuery"];
                /** @description Only this student (who must be one the caller reaches). */
                student_user_id?: components["parameters"]["FinanceStudentUserIdQuery"];
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of students with their invoice totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["InvoiceStudentSummary"][];
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
    getFranchiseActiveInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["FinanceStudentUserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open invoice, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Invoice"] | null;
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
    listTermwiseManualInvoices: {
        parameters: {
            query?: {
                /** @description Only this student (who must be one the caller reaches). */
                student_user_id?: components["parameters"]["FinanceStudentUserIdQuery"];
                /** @description Only this manual invoice. */
                mi_id?: number;
                /** @description Only invoices for this term of study (1 = the first term). */
                term?: number;
                /** @description Only invoices in this status. */
                status?: components["parameters"]["FinanceInvoiceStatusQuery"];
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
            /** @description One page of manual invoices, by student then term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["ManualInvoice"][];
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
    getClubbedInvoice: {
        parameters: {
            query: {
                /** @description The clubbed invoice. */
                ci_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clubbed invoice with its invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ClubbedInvoice"];
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
    getClubbedInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The clubbed invoice (ClubbedInvoiceSummary.ci_id). */
                ci_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="<number with / as ->.pdf" */
                    "Content-Disposition"?: string;
                    /** @description private, no-store: a bill moves (its members are paid). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listClubbedInvoices: {
        parameters: {
            query?: {
                /** @description Only invoices in this status. */
                status?: components["parameters"]["FinanceInvoiceStatusQuery"];
                /** @description Only from this date on (inclusive), by raise or issue date. */
                from?: components["parameters"]["FinanceFromQuery"];
                /** @description Only up to this date (inclusive), by raise or issue date. */
                to?: components["parameters"]["FinanceToQuery"];
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of clubbed invoices, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["ClubbedInvoiceSummary"][];
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
    listServiceInvoices: {
        parameters: {
            query?: {
                /** @description Only this student (who must be one the caller reaches). */
                student_user_id?: components["parameters"]["FinanceStudentUserIdQuery"];
                /** @description Only the service invoice of this shop order (our addition). */
                so_id?: number;
                /** @description Only service invoices in this status. */
                status?: components["schemas"]["ServiceInvoiceStatus"];
                /** @description Only from this date on (inclusive), by raise or issue date. */
                from?: components["parameters"]["FinanceFromQuery"];
                /** @description Only up to this date (inclusive), by raise or issue date. */
                to?: components["parameters"]["FinanceToQuery"];
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of service invoices, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["ServiceInvoiceSummary"][];
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
    listServiceInvoiceStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ServiceInvoiceStatusOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getServiceInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service invoice's inv_id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ServiceInvoice"];
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
    listServiceClubbedInvoices: {
        parameters: {
            query?: {
                /** @description Only clubbed service invoices in this status. */
                status?: components["schemas"]["ServiceInvoiceStatus"];
                /** @description Only from this date on (inclusive), by raise or issue date. */
                from?: components["parameters"]["FinanceFromQuery"];
                /** @description Only up to this date (inclusive), by raise or issue date. */
                to?: components["parameters"]["FinanceToQuery"];
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of clubbed service invoices, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["ServiceInvoiceClubbedSummary"][];
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
    issueServiceClubbedInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceClubbedIssueBody"];
            };
        };
        responses: {
            /** @description The partner's clubbed invoice of that month already existed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInvoiceClubbedResult"];
                };
            };
            /** @description The clubbed invoice, issued now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInvoiceClubbedResult"];
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
    getServiceClubbedInvoice: {
        parameters: {
            query: {
                /** @description The clubbed service invoice. */
                sci_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clubbed service invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ServiceInvoiceClubbed"];
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
    getServiceInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service invoice's (or its credit note's) inv_id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="<number with / as ->.pdf" */
                    "Content-Disposition"?: string;
                    /** @description private, no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    issueServiceInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shop order's id. */
                so_id: components["parameters"]["CommerceSoIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order already had its service invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInvoiceResult"];
                };
            };
            /** @description The service invoice, issued now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInvoiceResult"];
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
    refundShopOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The shop order's id. */
                so_id: components["parameters"]["CommerceSoIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceRefundBody"];
            };
        };
        responses: {
            /** @description This reference was already refunded with this amount; nothing changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInvoiceResult"];
                };
            };
            /** @description The refund is recorded and its credit note issued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInvoiceResult"];
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
    listBanks: {
        parameters: {
            query?: {
                /** @description Only this user's bank accounts (accounts; others may only name themselves). */
                user_id?: number;
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
            /** @description One page of bank accounts, primary first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["BankAccount"][];
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
    getBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank record (bank_id). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["BankAccount"];
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
    saveBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankSaveBody"];
            };
        };
        responses: {
            /** @description The updated bank account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["BankAccount"];
                    };
                };
            };
            /** @description The new bank account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["BankAccount"];
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
    uploadSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SignatureUploadBody"];
            };
        };
        responses: {
            /** @description The stored signature. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Signature"];
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
    getMySignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signature, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Signature"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getUserSignature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user whose signature is wanted. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signature, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Signature"] | null;
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
    createInvoiceDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceDraftBody"];
            };
        };
        responses: {
            /** @description The draft. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
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
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice (or credit note). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice (or credit note). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="<number with / as ->.pdf" */
                    "Content-Disposition"?: string;
                    /** @description private, no-store: an invoice moves (paid, voided, credited). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    issueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice (or credit note). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The issued invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
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
    recordInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice (or credit note). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoicePaymentBody"];
            };
        };
        responses: {
            /** @description This reference was recorded already with this amount; the invoice, unchanged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
                };
            };
            /** @description The invoice after the payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
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
    voidInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice (or credit note). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceVoidBody"];
            };
        };
        responses: {
            /** @description The void invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
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
    issueCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice (or credit note). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditNoteBody"];
            };
        };
        responses: {
            /** @description The credit note. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResult"];
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
    getAccountsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["AccountsOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPartnerInvoices: {
        parameters: {
            query?: {
                /** @description Only this student (who must be one the caller reaches). */
                student_user_id?: components["parameters"]["FinanceStudentUserIdQuery"];
                /** @description Only invoices in this status. */
                status?: components["parameters"]["FinanceInvoiceStatusQuery"];
                /** @description Only invoices raised by this agent or franchise (one the caller reaches). */
                partner_user_id?: number;
                /** @description Only termwise manual invoices (true) or only those partners raised (false). */
                manual?: boolean;
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of partner invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["Invoice"][];
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
    createPartnerInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInvoiceCreateBody"];
            };
        };
        responses: {
            /** @description The draft invoice. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["PartnerInvoiceDetail"];
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
    getPartnerInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner invoice (Invoice.inv_id). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["PartnerInvoiceDetail"];
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
    getPartnerInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner invoice (Invoice.inv_id). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="<number with / as ->.pdf" or "draft-partner-<inv_id>.pdf" */
                    "Content-Disposition"?: string;
                    /** @description private, no-store: an invoice moves (reviewed, corrected, paid). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    movePartnerInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner invoice (Invoice.inv_id). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInvoiceMoveBody"];
            };
        };
        responses: {
            /** @description The invoice after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["PartnerInvoiceDetail"];
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
    correctPartnerInvoiceAmount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The partner invoice (Invoice.inv_id). */
                inv_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInvoiceAmountBody"];
            };
        };
        responses: {
            /** @description The invoice after the correction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["PartnerInvoiceDetail"];
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
    listPartnerInvoiceStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["PartnerInvoiceStatusOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            501: components["responses"]["NotImplemented"];
        };
    };
    createManualInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualInvoiceCreateBody"];
            };
        };
        responses: {
            /** @description The manual invoice. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ManualInvoice"];
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
    createClubbedInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubbedInvoiceCreateBody"];
            };
        };
        responses: {
            /** @description The clubbed invoice with its members. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["ClubbedInvoice"];
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
    listAccommodations: {
        parameters: {
            query?: {
                /** @description Only this country. */
                country_id?: components["parameters"]["FinanceCountryIdQuery"];
                /** @description Only this city. */
                city_id?: components["parameters"]["FinanceCityIdQuery"];
                /** @description Only this university. */
                university_id?: components["parameters"]["FinanceUniversityIdQuery"];
                /** @description Only this kind of accommodation. */
                type?: components["schemas"]["AccommodationType"];
                /** @description Highest monthly rent, in minor units of each accommodation's own currency (pick a country to compare like with like). */
                max_rent_minor?: number;
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
            /** @description One page of accommodations, cheapest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["Accommodation"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listStudentsForAccommodationRecommendation: {
        parameters: {
            query?: {
                /** @description The accommodation about to be recommended. */
                acc_id?: number;
                /** @description Only this country. */
                country_id?: components["parameters"]["FinanceCountryIdQuery"];
                /** @description Free text matched against invoice numbers and student names (or student names and emails). */
                q?: components["parameters"]["FinanceSearchQuery"];
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
            /** @description One page of students, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["Paging"] & {
                            items: components["schemas"]["AccommodationCandidateStudent"][];
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
    recommendAccommodationToStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The accommodation. */
                acc_id: components["parameters"]["FinanceAccIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccommodationRecommendBody"];
            };
        };
        responses: {
            /** @description Who got the recommendation now and who had it already. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: components["schemas"]["AccommodationRecommendResult"];
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
    listAccommodationFavourites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The favourites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            items: components["schemas"]["AccommodationFavourite"][];
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
    listAccommodationRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: true;
                        data: {
                            items: components["schemas"]["AccommodationRecommendation"][];
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
    removeAccommodationRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's user id. */
                student_user_id: components["parameters"]["FinanceStudentUserIdPath"];
                /** @description The accommodation. */
                acc_id: components["parameters"]["FinanceAccIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recommendation is removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
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
