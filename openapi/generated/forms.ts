// Generated from the JSON request bodies of openapi/portal.yaml and openapi/leads.yaml by scripts/gen-api-types.ts (npm run api:types).
// Do not edit: change the contract and run npm run api:types.
//
// What a form needs to check its fields before it sends (the server checks the same rules again, from the same
// contract). One named export per request body, so a page's bundle keeps only the forms it imports:
//   <operationId>Body   every operation with a JSON body: saveTaskBody, loginBody, …
//   <SchemaName>        every component schema used as a JSON body: TaskSaveBody, RegistrationBody, …; the
//                       operations that send it export the same object (saveTaskBody === TaskSaveBody).
// Each is a FormRules:
//   required            the fields the body must hold
//   fields              a FieldRule per field, in the contract's order
//   oneOf / anyOf       groups of fields: exactly one group / at least one group must be given
//                       ([['city_id'], ['city_name']]: a city id or a city name)
//   notTogether         fields that may not all be given at once
//   dependentRequired   { field: [fields required as soon as it is given] }
// A FieldRule (an array's `items` and an object's free-form `values` are the same without `required`):
//   type                string | integer | number | boolean | array | object, or a list of them when a free
//                       value may take several (a lead's category field value)
//   required            the field must be given
//   nullable            null is accepted (the field may be cleared)
//   title, description, default, const, enum
//   format              email, date, date-time, uri, … (JSON Schema formats)
//   minLength, maxLength, pattern   strings; pattern is an ECMAScript regular expression: new RegExp(pattern, 'u')
//   minimum, maximum, exclusiveMinimum, exclusiveMaximum   numbers
//   minItems, maxItems, uniqueItems, items   arrays
//   fields (+ oneOf, anyOf, notTogether, dependentRequired)   objects

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

type GroupRules = {
  readonly oneOf?: readonly (readonly string[])[];
  readonly anyOf?: readonly (readonly string[])[];
  readonly notTogether?: readonly string[];
  readonly dependentRequired?: { readonly [field: string]: readonly string[] };
};

export type ValueRule = GroupRules & {
  readonly type: FieldType | readonly FieldType[];
  readonly nullable?: true;
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly const?: unknown;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly items?: ValueRule;
  readonly fields?: { readonly [field: string]: FieldRule };
  readonly values?: ValueRule;
};

export type FieldRule = ValueRule & { readonly required: boolean };

export type FormRules = GroupRules & {
  readonly required: readonly string[];
  readonly fields: { readonly [field: string]: FieldRule };
  readonly description?: string;
};

/** The body of login (portal). */
export const loginBody = {
  required: ['email', 'password'],
  fields: {
    email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
    },
    password: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 128,
    },
  },
} as const satisfies FormRules;

/** The RegistrationBody body (portal). */
export const RegistrationBody = {
  required: ['first_name', 'last_name', 'email', 'mobile', 'password'],
  fields: {
    first_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 80,
    },
    last_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 80,
    },
    email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
    },
    mobile: {
      type: 'string',
      required: true,
      description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
      pattern: '^\\+?[0-9]{6,15}$',
    },
    password: {
      type: 'string',
      required: true,
      description: 'At least 8 characters.',
      minLength: 8,
      maxLength: 128,
    },
    preferred_country_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    preferred_course_level_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    accept_terms: {
      type: 'boolean',
      required: false,
      description: 'The terms and the privacy policy were accepted.',
      const: true,
    },
  },
} as const satisfies FormRules;

/** The body of registerStudent (portal). */
export const registerStudentBody = RegistrationBody;

/** The body of registerStudentViaAgent (portal). */
export const registerStudentViaAgentBody = RegistrationBody;

/** The body of registerStudentViaSchoolCounselor (portal). */
export const registerStudentViaSchoolCounselorBody = RegistrationBody;

/** The body of refreshToken (portal). */
export const refreshTokenBody = {
  required: [],
  fields: {
    latitude: {
      type: 'number',
      required: false,
      minimum: -90,
      maximum: 90,
    },
    longitude: {
      type: 'number',
      required: false,
      minimum: -180,
      maximum: 180,
    },
    accuracy: {
      type: 'number',
      required: false,
      description: 'Metres, as the browser\'s geolocation reports it.',
      minimum: 0,
      maximum: 20000000,
    },
  },
  dependentRequired: {
    latitude: ['longitude'],
    longitude: ['latitude'],
  },
} as const satisfies FormRules;

/** The body of sendPasswordResetLink (portal). */
export const sendPasswordResetLinkBody = {
  required: ['email'],
  fields: {
    email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
    },
  },
} as const satisfies FormRules;

/** The body of resetPassword (portal). */
export const resetPasswordBody = {
  required: ['token', 'password'],
  fields: {
    token: {
      type: 'string',
      required: true,
      minLength: 20,
      maxLength: 200,
    },
    password: {
      type: 'string',
      required: true,
      description: 'At least 8 characters.',
      minLength: 8,
      maxLength: 128,
    },
  },
} as const satisfies FormRules;

/** The UniversityUpdateInput body (portal). */
export const UniversityUpdateInput = {
  required: ['university_id', 'title', 'body'],
  fields: {
    university_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    title: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 150,
    },
    body: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 5000,
    },
    link: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2000,
    },
  },
} as const satisfies FormRules;

/** The body of createUniversityUpdate (portal). */
export const createUniversityUpdateBody = UniversityUpdateInput;

/** The AnnouncementInput body (portal). */
export const AnnouncementInput = {
  required: ['title', 'body'],
  fields: {
    title: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 150,
    },
    body: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 5000,
    },
    audience: {
      type: 'array',
      required: false,
      description: 'The user types addressed; empty or absent for everyone.',
      maxItems: 10,
      uniqueItems: true,
      items: {
        type: 'string',
        description: 'The role of a user.',
        enum: [
          'student',
          'counselor',
          'operations',
          'visa',
          'operations_manager',
          'agent',
          'franchise',
          'student_support',
          'accounts',
          'school_counselor',
        ],
      },
    },
    expires_at: {
      type: 'string',
      required: false,
      description: 'When it stops being shown; never when absent. Must be in the future (422).',
      format: 'date-time',
    },
  },
} as const satisfies FormRules;

/** The body of createAnnouncement (portal). */
export const createAnnouncementBody = AnnouncementInput;

/** The body of reactToWhatsNew (portal). */
export const reactToWhatsNewBody = {
  required: ['whats_new_id', 'reaction'],
  fields: {
    whats_new_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    reaction: {
      type: 'string',
      required: true,
      enum: ['like', 'love', 'celebrate', 'insightful'],
    },
  },
} as const satisfies FormRules;

/** The body of unreactToWhatsNew (portal). */
export const unreactToWhatsNewBody = {
  required: ['whats_new_id'],
  fields: {
    whats_new_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The ChatMessageBody body (portal). */
export const ChatMessageBody = {
  required: ['message'],
  fields: {
    message: {
      type: 'string',
      required: true,
      description: 'The text; surrounding white space is trimmed and a blank message is refused (400).',
      minLength: 1,
      maxLength: 4000,
    },
    attachment_map_id: {
      type: 'integer',
      required: false,
      description: 'A file to attach, uploaded beforehand with upload-file (usually kind chat_attachment); the caller must reach\nit (owner kind document), and in an application chat it must be filed under the same student (422).\n',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of sendChatMessage (portal). */
export const sendChatMessageBody = ChatMessageBody;

/** The body of sendApplicationChatMessage (portal). */
export const sendApplicationChatMessageBody = ChatMessageBody;

/** The body of sendTaskChatMessage (portal). */
export const sendTaskChatMessageBody = ChatMessageBody;

/** The ChatStudentListBody body (portal). */
export const ChatStudentListBody = {
  required: ['student_user_id', 'message'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    message: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 4000,
    },
    attachment_map_id: {
      type: 'integer',
      required: false,
      description: 'A file uploaded beforehand with upload-file for the same student (422 otherwise).',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of sendStudentListChatMessage (portal). */
export const sendStudentListChatMessageBody = ChatStudentListBody;

/** The WhatsAppMsgBody body (portal). */
export const WhatsAppMsgBody = {
  required: ['student_user_id'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    message: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 1000,
    },
    template_name: {
      type: 'string',
      required: false,
      description: 'An approved WhatsApp template of the messaging provider.',
      minLength: 1,
      maxLength: 100,
      pattern: '^[a-z0-9_]+$',
    },
    template_params: {
      type: 'array',
      required: false,
      description: 'The template\'s placeholder values, in order; only with template_name.',
      maxItems: 10,
      items: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
      },
    },
  },
  oneOf: [['message'], ['template_name']],
  description: 'Exactly one of `message` and `template_name`.',
} as const satisfies FormRules;

/** The body of sendStudentWhatsAppMessage (portal). */
export const sendStudentWhatsAppMessageBody = WhatsAppMsgBody;

/** The BulkMailBody body (portal). */
export const BulkMailBody = {
  required: ['student_user_ids', 'subject', 'body_html'],
  fields: {
    student_user_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    subject: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    body_html: {
      type: 'string',
      required: true,
      description: 'The HTML body; scripts and event attributes are stripped before sending.',
      minLength: 1,
      maxLength: 100000,
    },
    reply_to: {
      type: 'string',
      required: false,
      description: 'Defaults to the caller\'s email.',
      format: 'email',
      maxLength: 254,
    },
  },
} as const satisfies FormRules;

/** The body of sendBulkMailToStudents (portal). */
export const sendBulkMailToStudentsBody = BulkMailBody;

/** The AccountPasswordChangeBody body (portal). */
export const AccountPasswordChangeBody = {
  required: ['current_password', 'new_password'],
  fields: {
    current_password: {
      type: 'string',
      required: true,
      description: 'Older passwords may be shorter than today\'s minimum, so only non-empty is required.',
      minLength: 1,
      maxLength: 128,
    },
    new_password: {
      type: 'string',
      required: true,
      description: 'At least 8 characters.',
      minLength: 8,
      maxLength: 128,
    },
  },
} as const satisfies FormRules;

/** The body of changePassword (portal). */
export const changePasswordBody = AccountPasswordChangeBody;

/** The AccountDeleteBody body (portal). */
export const AccountDeleteBody = {
  required: ['password'],
  fields: {
    password: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 128,
    },
    reason: {
      type: 'string',
      required: false,
      maxLength: 1000,
    },
  },
} as const satisfies FormRules;

/** The body of deleteOwnAccount (portal). */
export const deleteOwnAccountBody = AccountDeleteBody;

/** The InvoiceProfileBody body (portal). */
export const InvoiceProfileBody = {
  required: ['legal_name', 'address_line1', 'city_name', 'country_id', 'postal_code', 'billing_email'],
  fields: {
    legal_name: {
      type: 'string',
      required: true,
      description: 'The person\'s or business\'s name as printed on invoices.',
      minLength: 1,
      maxLength: 200,
    },
    gstin: {
      type: 'string',
      required: false,
      description: 'Indian GST number (business partners registered for GST).',
      pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$',
    },
    pan: {
      type: 'string',
      required: false,
      description: 'Indian permanent account number.',
      pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$',
    },
    address_line1: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    address_line2: {
      type: 'string',
      required: false,
      maxLength: 200,
    },
    city_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 100,
    },
    state_id: {
      type: 'integer',
      required: false,
      description: 'The address\'s state (a state of country_id).',
      minimum: 1,
      maximum: 2147483647,
    },
    state_code: {
      type: 'string',
      required: false,
      description: 'The GST state code (two digits, e.g. 07 Delhi); required with a GSTIN, whose first two digits it must equal (our design).',
      pattern: '^[0-9]{2}$',
    },
    country_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    postal_code: {
      type: 'string',
      required: true,
      pattern: '^[A-Za-z0-9 -]{3,10}$',
    },
    billing_email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
    },
  },
} as const satisfies FormRules;

/** The body of saveInvoiceProfile (portal). */
export const saveInvoiceProfileBody = InvoiceProfileBody;

/** The LmsConvertBody body (portal). */
export const LmsConvertBody = {
  required: ['student_user_id'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of convertStudentToLms (portal). */
export const convertStudentToLmsBody = LmsConvertBody;

/** The AddressBody body (portal). */
export const AddressBody = {
  required: ['address_line1', 'country_id', 'postal_code'],
  fields: {
    address_line1: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    address_line2: {
      type: 'string',
      required: false,
      maxLength: 200,
    },
    city_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    city_name: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 100,
    },
    state_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    country_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    postal_code: {
      type: 'string',
      required: true,
      pattern: '^[A-Za-z0-9 -]{3,10}$',
    },
  },
  anyOf: [['city_id'], ['city_name']],
  description: 'Give `city_id` or `city_name` (400 with neither).',
} as const satisfies FormRules;

/** The body of saveUserAddress (portal). */
export const saveUserAddressBody = AddressBody;

/** The FeatureDocBody body (portal). */
export const FeatureDocBody = {
  required: ['student_user_id', 'feature_id', 'map_id', 'title'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    feature_id: {
      type: 'integer',
      required: true,
      description: 'A feature of a service the student availed.',
      minimum: 1,
      maximum: 2147483647,
    },
    map_id: {
      type: 'integer',
      required: true,
      description: 'A file uploaded with kind feature_doc for this student.',
      minimum: 1,
      maximum: 2147483647,
    },
    title: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    note: {
      type: 'string',
      required: false,
      maxLength: 2000,
    },
  },
} as const satisfies FormRules;

/** The body of addFeatureDoc (portal). */
export const addFeatureDocBody = FeatureDocBody;

/** The TrackingEvent body (portal). */
export const TrackingEvent = {
  required: [
    'event',
    'session_id',
    'visit_id',
    'user_id',
    'page_key',
    'path',
    'referrer',
    'started_at',
    'ended_at',
    'delta_active_ms',
    'delta_idle_ms',
    'meta',
  ],
  fields: {
    event: {
      type: 'string',
      required: true,
      enum: ['start', 'heartbeat', 'end'],
    },
    session_id: {
      type: 'string',
      required: true,
      description: 'The id kept in local storage.',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
    },
    visit_id: {
      type: 'string',
      required: true,
      description: 'The id kept in session storage.',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
    },
    user_id: {
      type: 'integer',
      required: true,
      description: 'The caller\'s own user id.',
      minimum: 1,
      maximum: 2147483647,
    },
    page_key: {
      type: 'string',
      required: true,
      description: 'The route\'s key, e.g. student_details.',
      minLength: 1,
      maxLength: 100,
    },
    path: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 2048,
      pattern: '^/',
    },
    referrer: {
      type: 'string',
      required: true,
      nullable: true,
      maxLength: 2048,
    },
    started_at: {
      type: 'string',
      required: true,
      description: 'When the page view began; the same on every event of the view.',
      format: 'date-time',
    },
    ended_at: {
      type: 'string',
      required: true,
      description: 'When this event was emitted (equal to started_at on start).',
      format: 'date-time',
    },
    delta_active_ms: {
      type: 'integer',
      required: true,
      description: 'Active time since the previous event of this page view.',
      minimum: 0,
      maximum: 86400000,
    },
    delta_idle_ms: {
      type: 'integer',
      required: true,
      description: 'Idle time (after 60 s without activity) since the previous event of this page view.',
      minimum: 0,
      maximum: 86400000,
    },
    meta: {
      type: 'object',
      required: true,
      fields: {
        ua: {
          type: 'string',
          required: true,
          maxLength: 512,
        },
        viewport: {
          type: 'object',
          required: true,
          fields: {
            width: {
              type: 'integer',
              required: true,
              minimum: 0,
              maximum: 100000,
            },
            height: {
              type: 'integer',
              required: true,
              minimum: 0,
              maximum: 100000,
            },
          },
        },
      },
    },
  },
  description: 'The spec\'s tracking event, exactly.',
} as const satisfies FormRules;

/** The body of saveTimeSpentOnPage (portal). */
export const saveTimeSpentOnPageBody = TrackingEvent;

/** The AiAgentChatBody body (portal). */
export const AiAgentChatBody = {
  required: ['message'],
  fields: {
    message: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 2000,
    },
    session_id: {
      type: 'string',
      required: false,
      description: 'The anonymous session id of a previous answer; omitted on the first message.',
      format: 'uuid',
    },
    page_path: {
      type: 'string',
      required: false,
      description: 'The public page the visitor is on, as context.',
      maxLength: 2048,
      pattern: '^/',
    },
  },
} as const satisfies FormRules;

/** The body of sendPublicAgentChatMessage (portal). */
export const sendPublicAgentChatMessageBody = AiAgentChatBody;

/** The AiSessionBody body (portal). */
export const AiSessionBody = {
  required: ['mode'],
  fields: {
    mode: {
      type: 'string',
      required: true,
      description: 'gpt for /unipath-gpt; counselor_assistant for /ai-chat (not for students).',
      enum: ['gpt', 'counselor_assistant'],
    },
    student_user_id: {
      type: 'integer',
      required: false,
      description: 'The student the session is about, if any.',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of createAiSession (portal). */
export const createAiSessionBody = AiSessionBody;

/** The AiChatLogBody body (portal). */
export const AiChatLogBody = {
  required: ['session_id', 'role', 'content'],
  fields: {
    session_id: {
      type: 'string',
      required: true,
      format: 'uuid',
    },
    role: {
      type: 'string',
      required: true,
      enum: ['user', 'assistant'],
    },
    content: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 20000,
    },
  },
} as const satisfies FormRules;

/** The body of storeAiChatLog (portal). */
export const storeAiChatLogBody = AiChatLogBody;

/** The AiApplicationChatBody body (portal). */
export const AiApplicationChatBody = {
  required: ['student_user_id', 'sa_mapper_id', 'message'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    sa_mapper_id: {
      type: 'integer',
      required: true,
      description: 'An application of that student.',
      minimum: 1,
      maximum: 2147483647,
    },
    message: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 4000,
    },
    session_id: {
      type: 'string',
      required: false,
      description: 'The session of a previous answer about the same application; omitted on the first message.',
      format: 'uuid',
    },
  },
} as const satisfies FormRules;

/** The body of sendAiApplicationChatMessage (portal). */
export const sendAiApplicationChatMessageBody = AiApplicationChatBody;

/** The ServicesAvailedFinalDeliveryBody body (portal). */
export const ServicesAvailedFinalDeliveryBody = {
  required: ['service_id'],
  fields: {
    service_id: {
      type: 'integer',
      required: true,
      description: 'A service the student bought (from student-services-availed).',
      minimum: 1,
      maximum: 2147483647,
    },
    delivered_on: {
      type: 'string',
      required: false,
      description: 'The day of the delivery; today when left out. Not in the future (422).',
      format: 'date',
    },
    note: {
      type: 'string',
      required: false,
      minLength: 0,
      maxLength: 1000,
    },
  },
} as const satisfies FormRules;

/** The body of recordServiceFinalDelivery (portal). */
export const recordServiceFinalDeliveryBody = ServicesAvailedFinalDeliveryBody;

/** The FeatureMarkCompletedBody body (portal). */
export const FeatureMarkCompletedBody = {
  required: ['student_user_id', 'service_id', 'feature_id'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    service_id: {
      type: 'integer',
      required: true,
      description: 'A service the student bought.',
      minimum: 1,
      maximum: 2147483647,
    },
    feature_id: {
      type: 'integer',
      required: true,
      description: 'A feature of that service.',
      minimum: 1,
      maximum: 2147483647,
    },
    note: {
      type: 'string',
      required: false,
      minLength: 0,
      maxLength: 1000,
    },
  },
} as const satisfies FormRules;

/** The body of markFeatureCompleted (portal). */
export const markFeatureCompletedBody = FeatureMarkCompletedBody;

/** The ChecklistSaveBody body (portal). */
export const ChecklistSaveBody = {
  required: ['items'],
  fields: {
    items: {
      type: 'array',
      required: true,
      description: 'The items to set; items left out keep their state. A key given twice is a 422.',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        fields: {
          key: {
            type: 'string',
            required: true,
            description: 'An item of the pre-application checklist (our design).',
            enum: [
              'passport',
              'academic_transcripts',
              'english_test_score',
              'sop',
              'lor',
              'cv',
              'financial_documents',
              'application_fee',
              'portfolio',
              'other_documents',
            ],
          },
          done: {
            type: 'boolean',
            required: true,
          },
          note: {
            type: 'string',
            required: false,
            nullable: true,
            minLength: 0,
            maxLength: 500,
          },
        },
      },
    },
    remarks: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'Free remarks on the checklist; left out keeps them.',
      minLength: 0,
      maxLength: 2000,
    },
  },
} as const satisfies FormRules;

/** The body of saveApplicationChecklistInfo (portal). */
export const saveApplicationChecklistInfoBody = ChecklistSaveBody;

/** The StudentCreateBody body (portal). */
export const StudentCreateBody = {
  required: ['first_name', 'last_name', 'email', 'mobile'],
  fields: {
    first_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 80,
    },
    last_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 80,
    },
    email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
    },
    mobile: {
      type: 'string',
      required: true,
      description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
      pattern: '^\\+?[0-9]{6,15}$',
    },
    city_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    preferred_country_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    preferred_course_level_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    intake: {
      type: 'string',
      required: false,
      description: 'An intake month in the spec\'s 3-letter intake form.',
      enum: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    },
    intake_year: {
      type: 'integer',
      required: false,
      description: 'The intake year.',
      minimum: 2000,
      maximum: 2100,
    },
    send_welcome_email: {
      type: 'boolean',
      required: false,
      description: 'Mail the student a link to set their password.',
      default: true,
    },
  },
} as const satisfies FormRules;

/** The body of createStudent (portal). */
export const createStudentBody = StudentCreateBody;

/** The AssessUserBody body (portal). */
export const AssessUserBody = {
  required: ['student_user_id', 'highest_qualification', 'qualification_percentage', 'english_test'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    highest_qualification: {
      type: 'string',
      required: true,
      enum: ['secondary', 'higher_secondary', 'diploma', 'bachelors', 'masters', 'doctorate'],
    },
    qualification_percentage: {
      type: 'number',
      required: true,
      description: 'The result of the highest qualification, as a percentage.',
      minimum: 0,
      maximum: 100,
    },
    passing_year: {
      type: 'integer',
      required: false,
      minimum: 1950,
      maximum: 2100,
    },
    english_test: {
      type: 'string',
      required: true,
      enum: ['ielts', 'toefl', 'pte', 'duolingo', 'none'],
    },
    english_test_score: {
      type: 'number',
      required: false,
      nullable: true,
      description: 'The overall score; 422 when out of the range of that test (IELTS 0-9, TOEFL 0-120, PTE 10-90, Duolingo 10-160)\nor given with none.\n',
      minimum: 0,
      maximum: 160,
    },
    work_experience_months: {
      type: 'integer',
      required: false,
      minimum: 0,
      maximum: 600,
    },
    gap_months: {
      type: 'integer',
      required: false,
      description: 'Months of study gap since the last qualification.',
      minimum: 0,
      maximum: 600,
    },
    preferred_country_ids: {
      type: 'array',
      required: false,
      minItems: 0,
      maxItems: 10,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    preferred_course_level_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
    intake: {
      type: 'string',
      required: false,
      description: 'An intake month in the spec\'s 3-letter intake form.',
      enum: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    },
    intake_year: {
      type: 'integer',
      required: false,
      description: 'The intake year.',
      minimum: 2000,
      maximum: 2100,
    },
    budget_amount: {
      type: 'number',
      required: false,
      nullable: true,
      description: 'Yearly budget for tuition and living.',
      minimum: 0,
      maximum: 9999999999.99,
    },
    budget_currency: {
      type: 'string',
      required: false,
      description: 'ISO 4217 code of budget_amount.',
      pattern: '^[A-Z]{3}$',
    },
  },
  description: 'The profile assessment (our design).',
} as const satisfies FormRules;

/** The body of saveAssessUser (portal). */
export const saveAssessUserBody = AssessUserBody;

/** The RecommendationCreateBody body (portal). */
export const RecommendationCreateBody = {
  required: ['student_user_ids'],
  fields: {
    student_user_ids: {
      type: 'array',
      required: true,
      description: 'The students to recommend the course to.',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    note: {
      type: 'string',
      required: false,
      description: 'Why this course; shown to the student.',
      minLength: 0,
      maxLength: 500,
    },
  },
} as const satisfies FormRules;

/** The body of recommendCourseToStudents (portal). */
export const recommendCourseToStudentsBody = RecommendationCreateBody;

/** The ApplicationCreateBody body (portal). */
export const ApplicationCreateBody = {
  required: ['student_user_id', 'course_id', 'intake', 'intake_year'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      description: 'The student applying (a student passes their own id).',
      minimum: 1,
      maximum: 2147483647,
    },
    course_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    intake: {
      type: 'string',
      required: true,
      description: 'An intake month in the spec\'s 3-letter intake form.',
      enum: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    },
    intake_year: {
      type: 'integer',
      required: true,
      description: 'The intake year.',
      minimum: 2000,
      maximum: 2100,
    },
  },
} as const satisfies FormRules;

/** The body of createApplication (portal). */
export const createApplicationBody = ApplicationCreateBody;

/** The ApplicationStatusChangeBody body (portal). */
export const ApplicationStatusChangeBody = {
  required: ['expected_status', 'status'],
  fields: {
    expected_status: {
      type: 'string',
      required: true,
      description: 'The status the caller saw; 409 when the application is no longer in it.',
      enum: [
        'applied',
        'submitted',
        'conditional_offer',
        'unconditional_offer',
        'offer_accepted',
        'deposit_paid',
        'visa_applied',
        'visa_granted',
        'visa_refused',
        'enrolled',
        'deferred',
        'rejected',
        'withdrawn',
      ],
    },
    status: {
      type: 'string',
      required: true,
      description: 'The new status: one of the next statuses of the current one.',
      enum: [
        'applied',
        'submitted',
        'conditional_offer',
        'unconditional_offer',
        'offer_accepted',
        'deposit_paid',
        'visa_applied',
        'visa_granted',
        'visa_refused',
        'enrolled',
        'deferred',
        'rejected',
        'withdrawn',
      ],
    },
    sub_status: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'A sub-status of the new status, or null.',
      pattern: '^[a-z][a-z0-9_]{1,49}$',
    },
    note: {
      type: 'string',
      required: false,
      description: 'Kept on the timeline entry.',
      minLength: 0,
      maxLength: 1000,
    },
  },
} as const satisfies FormRules;

/** The body of changeApplicationStatus (portal). */
export const changeApplicationStatusBody = ApplicationStatusChangeBody;

/** The SopAnswersBody body (portal). */
export const SopAnswersBody = {
  required: ['student_user_id', 'answers'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    answers: {
      type: 'array',
      required: true,
      description: 'Answers to set; questions left out keep theirs.',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        fields: {
          question_id: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 2147483647,
          },
          answer: {
            type: 'string',
            required: true,
            description: 'An empty answer clears it; longer than the question\'s max_length is a 422.',
            minLength: 0,
            maxLength: 5000,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveSopAnswers (portal). */
export const saveSopAnswersBody = SopAnswersBody;

/** The QuestionResponseBody body (portal). */
export const QuestionResponseBody = {
  required: ['student_user_id', 'question_id'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    question_id: {
      type: 'integer',
      required: true,
      description: 'A question of the counselling questionnaire.',
      minimum: 1,
      maximum: 2147483647,
    },
    answer_text: {
      type: 'string',
      required: false,
      description: 'For a free-text question.',
      minLength: 1,
      maxLength: 2000,
    },
    selected_option_ids: {
      type: 'array',
      required: false,
      description: 'For a choice question.',
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
  },
  oneOf: [['answer_text'], ['selected_option_ids']],
  description: 'Exactly one of answer_text and selected_option_ids; which one must fit the question (else 422).\n',
} as const satisfies FormRules;

/** The body of saveQuestionResponse (portal). */
export const saveQuestionResponseBody = QuestionResponseBody;

/** The AisQualificationsBody body (portal). */
export const AisQualificationsBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole academic qualifications list; it replaces the saved one (an empty list clears it).\n',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS academic qualifications.',
        fields: {
          level: {
            type: 'string',
            required: true,
            enum: [
              'secondary',
              'higher_secondary',
              'diploma',
              'bachelors',
              'masters',
              'doctorate',
              'other',
            ],
          },
          institution: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
          },
          board_or_university: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
          },
          country_id: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 2147483647,
          },
          start_date: {
            type: 'string',
            required: true,
            format: 'date',
          },
          end_date: {
            type: 'string',
            required: true,
            nullable: true,
            description: 'Null while still studying; not before start_date (422).',
            format: 'date',
          },
          grade_type: {
            type: 'string',
            required: true,
            enum: ['percentage', 'cgpa', 'grade'],
          },
          grade: {
            type: 'string',
            required: true,
            description: 'percentage 0-100, cgpa 0-10, or a letter grade; else 422.',
            minLength: 1,
            maxLength: 20,
          },
          medium: {
            type: 'string',
            required: true,
            description: 'Language of instruction.',
            minLength: 1,
            maxLength: 50,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisQualifications (portal). */
export const saveAisQualificationsBody = AisQualificationsBody;

/** The AisGapsBody body (portal). */
export const AisGapsBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole study gaps list; it replaces the saved one (an empty list clears it).',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS study gaps.',
        fields: {
          from_date: {
            type: 'string',
            required: true,
            format: 'date',
          },
          to_date: {
            type: 'string',
            required: true,
            description: 'Not before from_date (422).',
            format: 'date',
          },
          reason: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 1000,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisGaps (portal). */
export const saveAisGapsBody = AisGapsBody;

/** The AisCertificationsBody body (portal). */
export const AisCertificationsBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole certifications list; it replaces the saved one (an empty list clears it).',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS certifications.',
        fields: {
          name: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
          },
          issuer: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
          },
          issued_on: {
            type: 'string',
            required: true,
            format: 'date',
          },
          score: {
            type: 'string',
            required: true,
            nullable: true,
            description: 'The score or grade, when the certificate has one.',
            minLength: 0,
            maxLength: 50,
          },
          expires_on: {
            type: 'string',
            required: true,
            nullable: true,
            description: 'Not before issued_on (422).',
            format: 'date',
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisCertifications (portal). */
export const saveAisCertificationsBody = AisCertificationsBody;

/** The AisTravelHistoryBody body (portal). */
export const AisTravelHistoryBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole travel history list; it replaces the saved one (an empty list clears it).',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS travel history.',
        fields: {
          country_id: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 2147483647,
          },
          from_date: {
            type: 'string',
            required: true,
            format: 'date',
          },
          to_date: {
            type: 'string',
            required: true,
            description: 'Not before from_date (422).',
            format: 'date',
          },
          purpose: {
            type: 'string',
            required: true,
            enum: ['study', 'work', 'tourism', 'business', 'other'],
          },
          visa_type: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 100,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisTravelHistory (portal). */
export const saveAisTravelHistoryBody = AisTravelHistoryBody;

/** The AisWorkHistoryBody body (portal). */
export const AisWorkHistoryBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole work history list; it replaces the saved one (an empty list clears it).',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS work history.',
        fields: {
          employer: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
          },
          job_title: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 200,
          },
          from_date: {
            type: 'string',
            required: true,
            format: 'date',
          },
          to_date: {
            type: 'string',
            required: true,
            nullable: true,
            description: 'Null exactly when currently_working is true (else 422); not before from_date (422).',
            format: 'date',
          },
          currently_working: {
            type: 'boolean',
            required: true,
          },
          duties: {
            type: 'string',
            required: false,
            minLength: 0,
            maxLength: 2000,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisWorkHistory (portal). */
export const saveAisWorkHistoryBody = AisWorkHistoryBody;

/** The AisVisaRejectionsBody body (portal). */
export const AisVisaRejectionsBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole visa rejections list; it replaces the saved one (an empty list clears it).',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS visa rejections.',
        fields: {
          country_id: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 2147483647,
          },
          visa_type: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 100,
          },
          rejected_on: {
            type: 'string',
            required: true,
            description: 'Not in the future (422).',
            format: 'date',
          },
          reason: {
            type: 'string',
            required: false,
            description: 'The reason given in the refusal letter.',
            minLength: 0,
            maxLength: 1000,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisVisaRejections (portal). */
export const saveAisVisaRejectionsBody = AisVisaRejectionsBody;

/** The AisFamilyDetailsBody body (portal). */
export const AisFamilyDetailsBody = {
  required: ['student_user_id', 'items'],
  fields: {
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    items: {
      type: 'array',
      required: true,
      description: 'The whole family details list; it replaces the saved one (an empty list clears it).',
      minItems: 0,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'One item of the AIS family details.',
        fields: {
          relation: {
            type: 'string',
            required: true,
            enum: [
              'father',
              'mother',
              'spouse',
              'brother',
              'sister',
              'son',
              'daughter',
              'guardian',
              'other',
            ],
          },
          name: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 120,
          },
          occupation: {
            type: 'string',
            required: false,
            nullable: true,
            minLength: 0,
            maxLength: 120,
          },
          annual_income: {
            type: 'number',
            required: false,
            nullable: true,
            minimum: 0,
            maximum: 999999999999.99,
          },
          income_currency: {
            type: 'string',
            required: false,
            nullable: true,
            description: 'ISO 4217 code; required when annual_income is given (422).',
            pattern: '^[A-Z]{3}$',
          },
          mobile: {
            type: 'string',
            required: false,
            description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
            pattern: '^\\+?[0-9]{6,15}$',
            nullable: true,
          },
          email: {
            type: 'string',
            required: false,
            nullable: true,
            format: 'email',
            maxLength: 254,
          },
          nationality: {
            type: 'string',
            required: true,
            description: 'The nationality, e.g. Indian.',
            minLength: 2,
            maxLength: 60,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of saveAisFamilyDetails (portal). */
export const saveAisFamilyDetailsBody = AisFamilyDetailsBody;

/** The SearchLogRecordBody body (portal). */
export const SearchLogRecordBody = {
  required: ['source', 'query', 'results_count'],
  fields: {
    source: {
      type: 'string',
      required: true,
      description: 'The screen the search ran on.',
      enum: ['university_search', 'course_search', 'home_search', 'accommodation_search'],
    },
    query: {
      type: 'string',
      required: true,
      description: 'The search text; empty for a filters-only search.',
      minLength: 0,
      maxLength: 200,
    },
    filters: {
      type: 'object',
      required: false,
      description: 'The filters applied to the search.',
      fields: {
        country_ids: {
          type: 'array',
          required: false,
          maxItems: 20,
          uniqueItems: true,
          items: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
          },
        },
        university_ids: {
          type: 'array',
          required: false,
          maxItems: 20,
          uniqueItems: true,
          items: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
          },
        },
        course_level_ids: {
          type: 'array',
          required: false,
          maxItems: 20,
          uniqueItems: true,
          items: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
          },
        },
        course_category_ids: {
          type: 'array',
          required: false,
          maxItems: 20,
          uniqueItems: true,
          items: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
          },
        },
        intakes: {
          type: 'array',
          required: false,
          maxItems: 12,
          uniqueItems: true,
          items: {
            type: 'string',
            description: 'An intake month in the spec\'s 3-letter intake form.',
            enum: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
          },
        },
        tuition_min: {
          type: 'number',
          required: false,
          minimum: 0,
          maximum: 9999999999.99,
        },
        tuition_max: {
          type: 'number',
          required: false,
          minimum: 0,
          maximum: 9999999999.99,
        },
        fee_currency: {
          type: 'string',
          required: false,
          description: 'Which tuition filter values were used (local or the USD variant).',
          enum: ['local', 'usd'],
        },
      },
    },
    results_count: {
      type: 'integer',
      required: true,
      minimum: 0,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of saveSearchRecord (portal). */
export const saveSearchRecordBody = SearchLogRecordBody;

/** The SearchLogEntryBody body (portal). */
export const SearchLogEntryBody = {
  required: ['source', 'query'],
  fields: {
    source: {
      type: 'string',
      required: true,
      description: 'The screen the search ran on.',
      enum: ['university_search', 'course_search', 'home_search', 'accommodation_search'],
    },
    query: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    results_count: {
      type: 'integer',
      required: false,
      minimum: 0,
      maximum: 2147483647,
    },
    page_key: {
      type: 'string',
      required: false,
      description: 'The page the search box is on (the tracking page_key).',
      minLength: 1,
      maxLength: 100,
    },
  },
} as const satisfies FormRules;

/** The body of logSearch (portal). */
export const logSearchBody = SearchLogEntryBody;

/** The FilterLogBody body (portal). */
export const FilterLogBody = {
  required: ['source', 'filter_name', 'action'],
  fields: {
    source: {
      type: 'string',
      required: true,
      description: 'The screen the search ran on.',
      enum: ['university_search', 'course_search', 'home_search', 'accommodation_search'],
    },
    filter_name: {
      type: 'string',
      required: true,
      description: 'The filter, e.g. country_id, course_level_id, tuition_fee.',
      pattern: '^[a-z][a-z0-9_]{1,49}$',
    },
    filter_value: {
      type: 'string',
      required: false,
      description: 'The value chosen, as text (ids comma-separated).',
      minLength: 0,
      maxLength: 200,
    },
    action: {
      type: 'string',
      required: true,
      enum: ['applied', 'removed', 'cleared'],
    },
  },
} as const satisfies FormRules;

/** The body of logFilter (portal). */
export const logFilterBody = FilterLogBody;

/** The TaskSaveBody body (portal). */
export const TaskSaveBody = {
  required: ['title'],
  fields: {
    task_id: {
      type: 'integer',
      required: false,
      description: 'Given: update that task (the caller created it or it is assigned to them). Left out: create.\n',
      minimum: 1,
      maximum: 2147483647,
    },
    title: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    description: {
      type: 'string',
      required: false,
      nullable: true,
      minLength: 0,
      maxLength: 5000,
    },
    due_date: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'Creating a task due in the past is a 422.',
      format: 'date',
    },
    priority: {
      type: 'string',
      required: false,
      description: 'The priority, shown as the tag.',
      default: 'medium',
      enum: ['low', 'medium', 'high'],
    },
    important: {
      type: 'boolean',
      required: false,
      default: false,
    },
    status: {
      type: 'string',
      required: false,
      description: 'completed closes the task, open reopens it (deleting goes through the GET).',
      default: 'open',
      enum: ['open', 'completed'],
    },
    assigned_to: {
      type: 'integer',
      required: false,
      description: 'The assignee, one of GET /common/tasks-users (422 otherwise); the caller when left out.',
      minimum: 1,
      maximum: 2147483647,
    },
    student_user_id: {
      type: 'integer',
      required: false,
      nullable: true,
      description: 'The student the task is about (a student the caller reaches), or null.',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of saveTask (portal). */
export const saveTaskBody = TaskSaveBody;

/** The CouponAssignBody body (portal). */
export const CouponAssignBody = {
  required: ['cc_id', 'student_user_ids'],
  fields: {
    cc_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    student_user_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    note: {
      type: 'string',
      required: false,
      description: 'Shown to the students with the coupon.',
      maxLength: 500,
    },
  },
} as const satisfies FormRules;

/** The body of assignCouponToStudents (portal). */
export const assignCouponToStudentsBody = CouponAssignBody;

/** The PaymentUniversityFeeRecordBody body (portal). */
export const PaymentUniversityFeeRecordBody = {
  required: ['request_key', 'student_user_id', 'university_id', 'purpose', 'amount_minor', 'currency'],
  fields: {
    request_key: {
      type: 'string',
      required: true,
      description: 'The caller\'s idempotency key: the same key sent again by the same caller answers the payment it recorded (200)\ninstead of recording a second one; the same key with other values is 409.\n',
      pattern: '^[A-Za-z0-9_-]{8,64}$',
    },
    student_user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    university_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    sa_mapper_id: {
      type: 'integer',
      required: false,
      nullable: true,
      description: 'The student\'s application to that university it belongs to (422 when it is another student\'s or another university\'s).',
      minimum: 1,
      maximum: 2147483647,
    },
    purpose: {
      type: 'string',
      required: true,
      enum: ['application_fee', 'deposit', 'tuition', 'other'],
    },
    amount_minor: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 100000000000,
    },
    currency: {
      type: 'string',
      required: true,
      description: 'An ISO 4217 currency code.',
      pattern: '^[A-Z]{3}$',
    },
    due_date: {
      type: 'string',
      required: false,
      nullable: true,
      format: 'date',
    },
    channel: {
      type: 'string',
      required: false,
      description: 'How it will be paid (default flywire).',
      enum: ['flywire', 'direct'],
    },
  },
  description: '(our design) A payment a student owes a university, recorded by staff.',
} as const satisfies FormRules;

/** The body of recordUniversityPayment (portal). */
export const recordUniversityPaymentBody = PaymentUniversityFeeRecordBody;

/** The PaymentUniversityFeeStatusBody body (portal). */
export const PaymentUniversityFeeStatusBody = {
  required: ['status'],
  fields: {
    status: {
      type: 'string',
      required: true,
      enum: ['due', 'initiated', 'paid', 'cancelled'],
    },
    provider_reference: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'The transfer provider\'s payment reference (kept when given; kept as it was when left out).',
      minLength: 1,
      maxLength: 64,
    },
    note: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 500,
    },
  },
  description: '(our design) A move of a university payment along its states.',
} as const satisfies FormRules;

/** The body of setUniversityPaymentStatus (portal). */
export const setUniversityPaymentStatusBody = PaymentUniversityFeeStatusBody;

/** The CartItemSaveBody body (portal). */
export const CartItemSaveBody = {
  required: ['plan_id'],
  fields: {
    plan_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    student_user_id: {
      type: 'integer',
      required: false,
      description: 'The student the plan is for; required for agents and franchises, the caller for a student.',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of saveCartItem (portal). */
export const saveCartItemBody = CartItemSaveBody;

/** The CartItemsRemoveBody body (portal). */
export const CartItemsRemoveBody = {
  required: ['cart_item_ids'],
  fields: {
    cart_item_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
  },
} as const satisfies FormRules;

/** The body of removeCartItems (portal). */
export const removeCartItemsBody = CartItemsRemoveBody;

/** The ShopOrderStatusBody body (portal). */
export const ShopOrderStatusBody = {
  required: ['so_id', 'status'],
  fields: {
    so_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    status: {
      type: 'string',
      required: true,
      description: 'The new status (not `placed`, which only the system sets).',
      enum: ['processing', 'delivered', 'cancelled', 'refunded'],
    },
    expected_status: {
      type: 'string',
      required: false,
      description: 'The status the caller saw; when given and the order\'s status is no longer it, 409.',
      enum: ['placed', 'processing', 'delivered', 'cancelled', 'refunded'],
    },
    note: {
      type: 'string',
      required: false,
      maxLength: 1000,
    },
  },
} as const satisfies FormRules;

/** The body of saveShopOrderStatus (portal). */
export const saveShopOrderStatusBody = ShopOrderStatusBody;

/** The TrainingRegisterBody body (portal). */
export const TrainingRegisterBody = {
  required: ['training_id'],
  fields: {
    training_id: {
      type: 'integer',
      required: true,
      description: 'The session (from /common/trainings).',
      minimum: 1,
      maximum: 2147483647,
    },
    user_id: {
      type: 'integer',
      required: false,
      description: 'Whom to register; the caller when left out, otherwise a team member the caller manages.',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of registerForTraining (portal). */
export const registerForTrainingBody = TrainingRegisterBody;

/** The EventInput body (portal). */
export const EventInput = {
  required: ['title', 'description', 'starts_at', 'ends_at', 'timezone', 'mode', 'audience'],
  fields: {
    title: {
      type: 'string',
      required: true,
      minLength: 3,
      maxLength: 200,
    },
    summary: {
      type: 'string',
      required: false,
      maxLength: 500,
    },
    description: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 20000,
    },
    starts_at: {
      type: 'string',
      required: true,
      format: 'date-time',
    },
    ends_at: {
      type: 'string',
      required: true,
      format: 'date-time',
    },
    timezone: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$',
    },
    mode: {
      type: 'string',
      required: true,
      enum: ['online', 'venue', 'hybrid'],
    },
    venue: {
      type: 'object',
      required: false,
      fields: {
        name: {
          type: 'string',
          required: true,
          minLength: 1,
          maxLength: 200,
        },
        address: {
          type: 'string',
          required: true,
          minLength: 1,
          maxLength: 500,
        },
        city: {
          type: 'string',
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        country: {
          type: 'string',
          required: true,
          minLength: 1,
          maxLength: 100,
        },
      },
    },
    online_link: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2048,
    },
    registration_url: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2048,
    },
    registration_deadline: {
      type: 'string',
      required: false,
      format: 'date-time',
    },
    cover_image_url: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2048,
    },
    audience: {
      type: 'array',
      required: true,
      description: 'The roles it is for (others do not see it); staff who manage trainings see everything.',
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: {
        type: 'string',
        description: 'The role of a user.',
        enum: [
          'student',
          'counselor',
          'operations',
          'visa',
          'operations_manager',
          'agent',
          'franchise',
          'student_support',
          'accounts',
          'school_counselor',
        ],
      },
    },
  },
} as const satisfies FormRules;

/** The body of createFranchiseEvent (portal). */
export const createFranchiseEventBody = EventInput;

/** The TrainingProgrammeInput body (portal). */
export const TrainingProgrammeInput = {
  required: ['title', 'description', 'mode', 'audience'],
  fields: {
    title: {
      type: 'string',
      required: true,
      minLength: 3,
      maxLength: 200,
    },
    summary: {
      type: 'string',
      required: false,
      maxLength: 500,
    },
    description: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 20000,
    },
    mode: {
      type: 'string',
      required: true,
      description: 'How a training is given.',
      enum: ['live', 'in_person', 'self_paced'],
    },
    starts_at: {
      type: 'string',
      required: false,
      format: 'date-time',
    },
    ends_at: {
      type: 'string',
      required: false,
      format: 'date-time',
    },
    duration_minutes: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 10080,
    },
    venue: {
      type: 'string',
      required: false,
      maxLength: 300,
    },
    meeting_link: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2048,
    },
    video_url: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2048,
    },
    thumbnail_url: {
      type: 'string',
      required: false,
      format: 'uri',
      maxLength: 2048,
    },
    seats: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 10000,
    },
    registration_deadline: {
      type: 'string',
      required: false,
      format: 'date-time',
    },
    audience: {
      type: 'array',
      required: true,
      description: 'The roles it is for (others do not see it); staff who manage trainings see everything.',
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: {
        type: 'string',
        description: 'The role of a user.',
        enum: [
          'student',
          'counselor',
          'operations',
          'visa',
          'operations_manager',
          'agent',
          'franchise',
          'student_support',
          'accounts',
          'school_counselor',
        ],
      },
    },
  },
} as const satisfies FormRules;

/** The body of createUnipathTraining (portal). */
export const createUnipathTrainingBody = TrainingProgrammeInput;

/** The TrainingProgrammeRegisterBody body (portal). */
export const TrainingProgrammeRegisterBody = {
  required: ['tr_id'],
  fields: {
    tr_id: {
      type: 'integer',
      required: true,
      description: 'The programme (from /common/unipath-trainings).',
      minimum: 1,
      maximum: 2147483647,
    },
    user_id: {
      type: 'integer',
      required: false,
      description: 'Whom to register; the caller when left out, otherwise a team member the caller manages.',
      minimum: 1,
      maximum: 2147483647,
    },
    note: {
      type: 'string',
      required: false,
      description: 'Anything the organisers should know.',
      maxLength: 500,
    },
  },
} as const satisfies FormRules;

/** The body of registerForUnipathTraining (portal). */
export const registerForUnipathTrainingBody = TrainingProgrammeRegisterBody;

/** The CommissionUpdateBody body (portal). */
export const CommissionUpdateBody = {
  required: ['commission_minor', 'reason'],
  fields: {
    commission_minor: {
      type: 'integer',
      required: true,
      description: 'The commission of the term as it now stands, in minor units of the invoice\'s currency.',
      minimum: 0,
      maximum: 9007199254740991,
    },
    reason: {
      type: 'string',
      required: true,
      minLength: 3,
      maxLength: 500,
    },
  },
  description: 'A correction of the commission a commission invoice was issued for (our design): the university pays less than\ninvoiced (a lower tuition, a scholarship). The issued invoice never changes: a credit note for the difference is\nissued against it and the ledger reverses the difference of the expected and invoiced commission. The same\namount again changes nothing (200); more than is invoiced now is refused (422).\n',
} as const satisfies FormRules;

/** The body of updateCommission (portal). */
export const updateCommissionBody = CommissionUpdateBody;

/** The AnnualTargetBody body (portal). */
export const AnnualTargetBody = {
  required: ['user_id', 'financial_year', 'target_type', 'target_value'],
  fields: {
    user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    financial_year: {
      type: 'string',
      required: true,
      description: 'A financial year from 1 April to 31 March (Asia/Kolkata), written 2025-26.',
      pattern: '^[0-9]{4}-[0-9]{2}$',
    },
    target_type: {
      type: 'string',
      required: true,
      description: 'A count of enrolments, or a commission revenue amount in minor units of a currency.',
      enum: ['enrolments', 'revenue'],
    },
    target_value: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 9007199254740991,
    },
    currency: {
      type: 'string',
      required: false,
      description: 'An ISO 4217 currency code.',
      pattern: '^[A-Z]{3}$',
    },
  },
  description: 'An agent\'s or franchise\'s target for one financial year (our design); setting it again replaces it.',
} as const satisfies FormRules;

/** The body of setAnnualTarget (portal). */
export const setAnnualTargetBody = AnnualTargetBody;

/** The AssociatePlanBody body (portal). */
export const AssociatePlanBody = {
  required: ['user_id', 'plan_type'],
  fields: {
    user_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    plan_type: {
      type: 'string',
      required: true,
      description: 'An associate plan (our design).',
      enum: ['basic', 'silver', 'gold'],
    },
  },
  description: 'Puts an agent or franchise on a plan (our design); their later accruals use its share.',
} as const satisfies FormRules;

/** The body of setAssociatePlan (portal). */
export const setAssociatePlanBody = AssociatePlanBody;

/** The CommissionRateBody body (portal). */
export const CommissionRateBody = {
  required: ['university_id', 'rate_type', 'valid_from'],
  fields: {
    university_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    course_level_id: {
      type: 'integer',
      required: false,
      nullable: true,
      description: 'Only this course level; null or absent for every level.',
      minimum: 1,
      maximum: 2147483647,
    },
    rate_type: {
      type: 'string',
      required: true,
      description: 'percent of the tuition of the term, or a flat amount per enrolment.',
      enum: ['percent', 'flat'],
    },
    rate_basis_points: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 10000,
    },
    flat_amount_minor: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 9007199254740991,
    },
    currency: {
      type: 'string',
      required: false,
      description: 'An ISO 4217 currency code.',
      pattern: '^[A-Z]{3}$',
    },
    valid_from: {
      type: 'string',
      required: true,
      format: 'date',
    },
    valid_to: {
      type: 'string',
      required: false,
      nullable: true,
      format: 'date',
    },
    notes: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 500,
    },
  },
  notTogether: ['rate_basis_points', 'flat_amount_minor'],
  description: 'A university\'s commission rate (our design). percent needs rate_basis_points (and no amount or currency); flat\nneeds flat_amount_minor and currency. Two rates of one university and course level (or two for every level) may\nnot overlap in time (409).\n',
} as const satisfies FormRules;

/** The body of saveCommissionRate (portal). */
export const saveCommissionRateBody = CommissionRateBody;

/** The CommissionAccrueBody body (portal). */
export const CommissionAccrueBody = {
  required: [],
  fields: {
    term: {
      type: 'integer',
      required: false,
      default: 1,
      minimum: 1,
      maximum: 20,
    },
    census_date: {
      type: 'string',
      required: false,
      format: 'date',
    },
    tuition_minor: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 9007199254740991,
    },
  },
  description: 'Accrues the expected commission of an enrolled application\'s term (our design). census_date defaults to the first\nday of the application\'s intake month; tuition_minor to the course\'s yearly tuition (in its currency).\n',
} as const satisfies FormRules;

/** The body of accrueCommission (portal). */
export const accrueCommissionBody = CommissionAccrueBody;

/** The CommissionInvoiceBody body (portal). */
export const CommissionInvoiceBody = {
  required: [],
  fields: {
    legal_name: {
      type: 'string',
      required: false,
      description: 'Default the university\'s name.',
      minLength: 1,
      maxLength: 200,
    },
    address: {
      type: 'string',
      required: false,
      description: 'Default the university\'s city and country.',
      minLength: 1,
      maxLength: 500,
    },
    email: {
      type: 'string',
      required: false,
      format: 'email',
      maxLength: 200,
    },
  },
  description: 'The university\'s invoicing details printed on the commission invoice (our design); all optional.',
} as const satisfies FormRules;

/** The body of invoiceCommission (portal). */
export const invoiceCommissionBody = CommissionInvoiceBody;

/** The CommissionReceivedBody body (portal). */
export const CommissionReceivedBody = {
  required: ['amount_minor', 'received_on', 'reference'],
  fields: {
    amount_minor: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 900000000000000,
    },
    received_on: {
      type: 'string',
      required: true,
      format: 'date',
    },
    reference: {
      type: 'string',
      required: true,
      description: 'The bank\'s or the university\'s reference; the idempotency key of this receipt.',
      minLength: 1,
      maxLength: 100,
    },
  },
} as const satisfies FormRules;

/** The body of recordCommissionReceived (portal). */
export const recordCommissionReceivedBody = CommissionReceivedBody;

/** The CommissionWithdrawalBody body (portal). */
export const CommissionWithdrawalBody = {
  required: ['reason'],
  fields: {
    reason: {
      type: 'string',
      required: true,
      minLength: 3,
      maxLength: 500,
    },
  },
} as const satisfies FormRules;

/** The body of withdrawCommission (portal). */
export const withdrawCommissionBody = CommissionWithdrawalBody;

/** The CommissionPayoutBody body (portal). */
export const CommissionPayoutBody = {
  required: ['paid_on', 'reference'],
  fields: {
    paid_on: {
      type: 'string',
      required: true,
      format: 'date',
    },
    reference: {
      type: 'string',
      required: true,
      description: 'The transfer\'s reference; one payout per term, so the same reference again answers it unchanged.',
      minLength: 1,
      maxLength: 100,
    },
  },
} as const satisfies FormRules;

/** The body of payPartnerCommission (portal). */
export const payPartnerCommissionBody = CommissionPayoutBody;

/** The ServiceClubbedIssueBody body (portal). */
export const ServiceClubbedIssueBody = {
  required: ['partner_user_id', 'month'],
  fields: {
    partner_user_id: {
      type: 'integer',
      required: true,
      description: 'The agent or franchise billed.',
      minimum: 1,
      maximum: 2147483647,
    },
    month: {
      type: 'string',
      required: true,
      description: 'The month (YYYY-MM, India\'s time) whose held orders are billed.',
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
    },
  },
  description: 'Which partner and month to bill (issueServiceClubbedInvoice). Our addition.',
} as const satisfies FormRules;

/** The body of issueServiceClubbedInvoice (portal). */
export const issueServiceClubbedInvoiceBody = ServiceClubbedIssueBody;

/** The ServiceRefundBody body (portal). */
export const ServiceRefundBody = {
  required: ['amount_minor', 'reason', 'reference'],
  fields: {
    amount_minor: {
      type: 'integer',
      required: true,
      description: 'The amount given back, incl. GST, in minor units of the order\'s currency.',
      minimum: 1,
      maximum: 9007199254740991,
    },
    reason: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 500,
    },
    reference: {
      type: 'string',
      required: true,
      description: 'The refund\'s reference with the provider (or any key of the caller\'s): the idempotency key. The same reference and amount again answers 200 with nothing new; another amount 409.',
      minLength: 1,
      maxLength: 100,
      pattern: '^\\S(.*\\S)?$',
    },
  },
  description: 'A refund of a shop order (full or partial). Our addition.',
} as const satisfies FormRules;

/** The body of refundShopOrder (portal). */
export const refundShopOrderBody = ServiceRefundBody;

/** The BankSaveBody body (portal). */
export const BankSaveBody = {
  required: ['account_holder_name', 'bank_name', 'account_number', 'country_code', 'currency', 'is_primary'],
  fields: {
    bank_id: {
      type: 'integer',
      required: false,
      description: 'Update this account of the caller instead of adding one.',
      minimum: 1,
      maximum: 2147483647,
    },
    account_holder_name: {
      type: 'string',
      required: true,
      minLength: 2,
      maxLength: 120,
    },
    bank_name: {
      type: 'string',
      required: true,
      minLength: 2,
      maxLength: 120,
    },
    account_number: {
      type: 'string',
      required: true,
      description: 'The account number or IBAN, letters and digits only.',
      pattern: '^[A-Za-z0-9]{6,34}$',
    },
    account_type: {
      type: 'string',
      required: false,
      enum: ['savings', 'current'],
    },
    ifsc_code: {
      type: 'string',
      required: false,
      description: 'Indian Financial System Code.',
      pattern: '^[A-Z]{4}0[A-Z0-9]{6}$',
    },
    swift_code: {
      type: 'string',
      required: false,
      description: 'SWIFT/BIC, 8 or 11 characters.',
      pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$',
    },
    branch: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 120,
    },
    country_code: {
      type: 'string',
      required: true,
      pattern: '^[A-Z]{2}$',
    },
    currency: {
      type: 'string',
      required: true,
      description: 'An ISO 4217 currency code.',
      pattern: '^[A-Z]{3}$',
    },
    is_primary: {
      type: 'boolean',
      required: true,
    },
  },
  anyOf: [['ifsc_code'], ['swift_code']],
  description: 'A bank account to add, or to update when bank_id is given (our design). ifsc_code or swift_code is required.',
} as const satisfies FormRules;

/** The body of saveBank (portal). */
export const saveBankBody = BankSaveBody;

/** The InvoiceDraftBody body (portal). */
export const InvoiceDraftBody = {
  required: ['buyer', 'lines'],
  fields: {
    series: {
      type: 'string',
      required: false,
      description: 'The numbering series, 1–4 capital letters; INV when left out (CN is the credit notes\').',
      pattern: '^[A-Z]{1,4}$',
    },
    currency: {
      type: 'string',
      required: false,
      description: 'INR when left out.',
      pattern: '^[A-Z]{3}$',
    },
    buyer: {
      type: 'object',
      required: true,
      description: 'The buyer of an invoice as printed on it (our design).',
      fields: {
        legal_name: {
          type: 'string',
          required: true,
          minLength: 1,
          maxLength: 200,
        },
        address: {
          type: 'string',
          required: true,
          minLength: 1,
          maxLength: 500,
        },
        country_code: {
          type: 'string',
          required: true,
          pattern: '^[A-Z]{2}$',
        },
        state_code: {
          type: 'string',
          required: false,
          description: 'A GST state code (two digits, e.g. 07 Delhi, 27 Maharashtra); 96 means outside India.',
          pattern: '^[0-9]{2}$',
        },
        gstin: {
          type: 'string',
          required: false,
          pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$',
        },
        pan: {
          type: 'string',
          required: false,
          pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$',
        },
        email: {
          type: 'string',
          required: false,
          format: 'email',
          maxLength: 254,
        },
      },
    },
    place_of_supply: {
      type: 'string',
      required: false,
      description: 'A GST state code (two digits, e.g. 07 Delhi, 27 Maharashtra); 96 means outside India.',
      pattern: '^[0-9]{2}$',
    },
    reverse_charge: {
      type: 'boolean',
      required: false,
    },
    student_user_id: {
      type: 'integer',
      required: false,
      description: 'The student the invoice is about (who must be one the caller reaches).',
      minimum: 1,
      maximum: 2147483647,
    },
    lines: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        fields: {
          description: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 300,
          },
          sac: {
            type: 'string',
            required: false,
            description: 'The SAC/HSN code of the line; 999293 (the fixed HSN code) when left out.',
            pattern: '^[0-9]{4,8}$',
          },
          quantity: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 10000,
          },
          unit_price_minor: {
            type: 'integer',
            required: true,
            description: 'The price of one unit before tax, in minor units (at most 10 crore rupees).',
            minimum: 0,
            maximum: 10000000000,
          },
          gst_rate: {
            type: 'integer',
            required: false,
            description: 'The GST rate in percent.',
            enum: [0, 5, 12, 18, 28],
            minimum: 0,
            maximum: 28,
          },
        },
      },
    },
  },
  description: 'A draft tax invoice (our design). Totals are computed by the server.',
} as const satisfies FormRules;

/** The body of createInvoiceDraft (portal). */
export const createInvoiceDraftBody = InvoiceDraftBody;

/** The InvoicePaymentBody body (portal). */
export const InvoicePaymentBody = {
  required: ['amount_minor', 'paid_on', 'method', 'reference'],
  fields: {
    amount_minor: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 900000000000000,
    },
    paid_on: {
      type: 'string',
      required: true,
      format: 'date',
    },
    method: {
      type: 'string',
      required: true,
      enum: ['bank_transfer', 'upi', 'cheque', 'card', 'cash', 'other'],
    },
    reference: {
      type: 'string',
      required: true,
      description: 'The bank or gateway reference; the idempotency key of the payment on this invoice.',
      minLength: 1,
      maxLength: 100,
    },
  },
} as const satisfies FormRules;

/** The body of recordInvoicePayment (portal). */
export const recordInvoicePaymentBody = InvoicePaymentBody;

/** The InvoiceVoidBody body (portal). */
export const InvoiceVoidBody = {
  required: ['reason'],
  fields: {
    reason: {
      type: 'string',
      required: true,
      minLength: 3,
      maxLength: 500,
    },
  },
} as const satisfies FormRules;

/** The body of voidInvoice (portal). */
export const voidInvoiceBody = InvoiceVoidBody;

/** The CreditNoteBody body (portal). */
export const CreditNoteBody = {
  required: ['reason', 'lines'],
  fields: {
    reason: {
      type: 'string',
      required: true,
      minLength: 3,
      maxLength: 500,
    },
    lines: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        fields: {
          description: {
            type: 'string',
            required: true,
            minLength: 1,
            maxLength: 300,
          },
          sac: {
            type: 'string',
            required: false,
            description: 'The SAC/HSN code of the line; 999293 (the fixed HSN code) when left out.',
            pattern: '^[0-9]{4,8}$',
          },
          quantity: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 10000,
          },
          unit_price_minor: {
            type: 'integer',
            required: true,
            description: 'The price of one unit before tax, in minor units (at most 10 crore rupees).',
            minimum: 0,
            maximum: 10000000000,
          },
          gst_rate: {
            type: 'integer',
            required: false,
            description: 'The GST rate in percent.',
            enum: [0, 5, 12, 18, 28],
            minimum: 0,
            maximum: 28,
          },
        },
      },
    },
  },
} as const satisfies FormRules;

/** The body of issueCreditNote (portal). */
export const issueCreditNoteBody = CreditNoteBody;

/** The PartnerInvoiceCreateBody body (portal). */
export const PartnerInvoiceCreateBody = {
  required: ['sa_mapper_id', 'term'],
  fields: {
    sa_mapper_id: {
      type: 'integer',
      required: true,
      description: 'The application (one the caller recruited the student of).',
      minimum: 1,
      maximum: 2147483647,
    },
    term: {
      type: 'integer',
      required: true,
      description: 'The accrued commission term of the application.',
      minimum: 1,
      maximum: 20,
    },
    note: {
      type: 'string',
      required: false,
      description: 'A note to accounts.',
      minLength: 1,
      maxLength: 1000,
    },
  },
  description: 'The commission term claimed (our design). The amount is the ledger\'s, never typed.',
} as const satisfies FormRules;

/** The body of createPartnerInvoice (portal). */
export const createPartnerInvoiceBody = PartnerInvoiceCreateBody;

/** The PartnerInvoiceMoveBody body (portal). */
export const PartnerInvoiceMoveBody = {
  required: ['to'],
  fields: {
    to: {
      type: 'string',
      required: true,
      enum: ['raised', 'under_review', 'approved', 'rejected', 'cancelled'],
    },
    note: {
      type: 'string',
      required: false,
      description: 'Why; required to reject.',
      minLength: 1,
      maxLength: 1000,
    },
  },
  description: 'One move of the transition table (our design). `paid` is reached only by payPartnerCommission.',
} as const satisfies FormRules;

/** The body of movePartnerInvoice (portal). */
export const movePartnerInvoiceBody = PartnerInvoiceMoveBody;

/** The PartnerInvoiceAmountBody body (portal). */
export const PartnerInvoiceAmountBody = {
  required: ['amount_minor', 'note'],
  fields: {
    amount_minor: {
      type: 'integer',
      required: true,
      description: 'The corrected amount, at most the ledger\'s share of the term.',
      minimum: 1,
      maximum: 9007199254740991,
    },
    note: {
      type: 'string',
      required: true,
      description: 'Why the amount changed (shown to the raiser).',
      minLength: 1,
      maxLength: 1000,
    },
  },
  description: 'Accounts\' correction of the amount claimed while under review (our design).',
} as const satisfies FormRules;

/** The body of correctPartnerInvoiceAmount (portal). */
export const correctPartnerInvoiceAmountBody = PartnerInvoiceAmountBody;

/** The ManualInvoiceCreateBody body (portal). */
export const ManualInvoiceCreateBody = {
  required: ['sa_mapper_id', 'term'],
  fields: {
    sa_mapper_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    term: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 20,
    },
    term_label: {
      type: 'string',
      required: false,
      description: 'e.g. Year 1 - Semester 2; "Term <n>" when left out.',
      minLength: 1,
      maxLength: 60,
    },
    due_date: {
      type: 'string',
      required: false,
      description: 'When the partner expects to be paid.',
      format: 'date',
    },
    note: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 1000,
    },
  },
  description: 'A termwise manual invoice entered by accounts for the term\'s partner (our design).',
} as const satisfies FormRules;

/** The body of createManualInvoice (portal). */
export const createManualInvoiceBody = ManualInvoiceCreateBody;

/** The ClubbedInvoiceCreateBody body (portal). */
export const ClubbedInvoiceCreateBody = {
  required: ['inv_ids'],
  fields: {
    inv_ids: {
      type: 'array',
      required: true,
      minItems: 2,
      maxItems: 50,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
  },
  description: 'The approved invoices of one raiser to group into one bill (our design).',
} as const satisfies FormRules;

/** The body of createClubbedInvoice (portal). */
export const createClubbedInvoiceBody = ClubbedInvoiceCreateBody;

/** The AccommodationRecommendBody body (portal). */
export const AccommodationRecommendBody = {
  required: ['student_user_ids'],
  fields: {
    student_user_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    note: {
      type: 'string',
      required: false,
      description: 'Shown to the students with the recommendation.',
      minLength: 1,
      maxLength: 500,
    },
  },
  description: 'The students to recommend the accommodation to (note is our design).',
} as const satisfies FormRules;

/** The body of recommendAccommodationToStudents (portal). */
export const recommendAccommodationToStudentsBody = AccommodationRecommendBody;

/** The LeadSaveBody body (leads). */
export const LeadSaveBody = {
  required: ['first_name'],
  fields: {
    lead_id: {
      type: 'integer',
      required: false,
      description: 'The lead to update; left out to create one.',
      minimum: 1,
      maximum: 2147483647,
    },
    first_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 80,
    },
    last_name: {
      type: 'string',
      required: false,
      nullable: true,
      maxLength: 80,
    },
    email: {
      type: 'string',
      required: false,
      nullable: true,
      format: 'email',
      maxLength: 254,
    },
    mobile: {
      type: 'string',
      required: false,
      description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
      pattern: '^\\+?[0-9]{6,15}$',
      nullable: true,
    },
    alternate_mobiles: {
      type: 'array',
      required: false,
      description: 'Other numbers of the lead, replacing the stored ones when given.',
      maxItems: 5,
      uniqueItems: true,
      items: {
        type: 'string',
        description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
        pattern: '^\\+?[0-9]{6,15}$',
      },
    },
    country_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    course_level_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    intake: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'The sanitised intake text (parts of up to 3 characters joined by commas, e.g. Sep,Jan).',
      maxLength: 47,
      pattern: '^[^,/]{1,3}(,[^,/]{1,3}){0,11}$',
    },
    state_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    city_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    source_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    medium_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    campaign_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    category_id: {
      type: 'integer',
      required: false,
      nullable: true,
      description: 'A category of the owner\'s role (GET /my-lead/lead-categories-by-role).',
      minimum: 1,
      maximum: 2147483647,
    },
    category_field_values: {
      type: 'array',
      required: false,
      description: 'The values of the category\'s fields; replaces the lead\'s values when given.',
      maxItems: 200,
      items: {
        type: 'object',
        description: 'One custom field value of a lead.',
        fields: {
          field_id: {
            type: 'integer',
            required: true,
            minimum: 1,
            maximum: 2147483647,
          },
          value: {
            type: ['string', 'number', 'boolean', 'array'],
            required: true,
            nullable: true,
            description: 'The value of a category field: a string (text, textarea, email, phone, url, select; a date as YYYY-MM-DD), a\nnumber, a boolean (checkbox), a list of option values (multiselect), or null (no value).\n',
            maxLength: 2000,
            minimum: -9999999999.99,
            maximum: 9999999999.99,
            maxItems: 50,
            items: {
              type: 'string',
              maxLength: 200,
            },
          },
        },
      },
    },
    stage_id: {
      type: 'integer',
      required: false,
      description: 'Left out on a create, the first stage.',
      minimum: 1,
      maximum: 2147483647,
    },
    sub_stage_id: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 2147483647,
    },
    assigned_to: {
      type: 'integer',
      required: false,
      nullable: true,
      description: 'The assignee (the caller or a user the caller manages); null to unassign.',
      minimum: 1,
      maximum: 2147483647,
    },
    next_follow_up_at: {
      type: 'string',
      required: false,
      nullable: true,
      format: 'date-time',
    },
    reminder_at: {
      type: 'string',
      required: false,
      nullable: true,
      format: 'date-time',
    },
    reminder_note: {
      type: 'string',
      required: false,
      nullable: true,
      maxLength: 500,
    },
    notes: {
      type: 'string',
      required: false,
      nullable: true,
      maxLength: 5000,
    },
  },
  anyOf: [['email'], ['mobile']],
  description: 'A lead to create (no lead_id) or update (lead_id). At least one of email and mobile, not null. Nullable fields\ntake null to clear them.\n',
} as const satisfies FormRules;

/** The body of saveLead (leads). */
export const saveLeadBody = LeadSaveBody;

/** The FollowUpBody body (leads). */
export const FollowUpBody = {
  required: ['lead_id', 'note', 'channel'],
  fields: {
    lead_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    follow_up_id: {
      type: 'integer',
      required: false,
      description: 'A planned follow-up of this lead to complete.',
      minimum: 1,
      maximum: 2147483647,
    },
    due_at: {
      type: 'string',
      required: false,
      description: 'Plan the follow-up for this time (not with follow_up_id).',
      format: 'date-time',
    },
    outcome: {
      type: 'string',
      required: false,
      description: '(our design) The outcome of a follow-up.',
      enum: [
        'connected',
        'no_answer',
        'busy',
        'wrong_number',
        'call_back',
        'interested',
        'not_interested',
        'converted',
        'other',
      ],
    },
    outcome_note: {
      type: 'string',
      required: false,
      maxLength: 2000,
    },
    note: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 2000,
    },
    channel: {
      type: 'string',
      required: true,
      enum: ['call', 'email', 'whatsapp', 'meeting', 'other'],
    },
    stage_id: {
      type: 'integer',
      required: false,
      description: 'Move the lead to this stage.',
      minimum: 1,
      maximum: 2147483647,
    },
    sub_stage_id: {
      type: 'integer',
      required: false,
      nullable: true,
      description: 'Move the lead to this sub-stage (of stage_id, or of the lead\'s stage); null clears it.',
      minimum: 1,
      maximum: 2147483647,
    },
    next_follow_up_at: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'The lead\'s next follow-up; null clears it, left out keeps it.',
      format: 'date-time',
    },
  },
  description: '(our design) Three uses of one form. Without `follow_up_id` and `due_at`: a follow-up logged as done now (its\n`outcome` optional). With `due_at` (in the future): a planned follow-up, reminded once when due. With\n`follow_up_id`: completes that planned follow-up of the lead with its `outcome` (required then); `note` and\n`channel` then replace the planned ones. Any of them may move the stage.\n',
} as const satisfies FormRules;

/** The body of saveLeadFollowUp (leads). */
export const saveLeadFollowUpBody = FollowUpBody;

/** The LeadMarkReadBody body (leads). */
export const LeadMarkReadBody = {
  required: ['lead_ids'],
  fields: {
    lead_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    is_read: {
      type: 'boolean',
      required: false,
      default: true,
    },
  },
} as const satisfies FormRules;

/** The body of markLeadsAsRead (leads). */
export const markLeadsAsReadBody = LeadMarkReadBody;

/** The LeadConvertBody body (leads). */
export const LeadConvertBody = {
  required: ['lead_id'],
  fields: {
    lead_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    last_name: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 80,
    },
    email: {
      type: 'string',
      required: false,
      format: 'email',
      maxLength: 254,
    },
    mobile: {
      type: 'string',
      required: false,
      description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
      pattern: '^\\+?[0-9]{6,15}$',
    },
    send_welcome_email: {
      type: 'boolean',
      required: false,
      description: 'Mail the student a link to set their password.',
      default: true,
    },
  },
  description: '(our design) Converts a lead into a student account through the portal\'s create-student rules. The student\ntakes the lead\'s name, email, mobile, city, country and course level of interest; a value given here fills or\nreplaces the lead\'s (a lead without a last name, an email or a mobile needs it here, else 422 on that field).\n',
} as const satisfies FormRules;

/** The body of convertLeadToStudent (leads). */
export const convertLeadToStudentBody = LeadConvertBody;

/** The LeadAssignBody body (leads). */
export const LeadAssignBody = {
  required: ['lead_ids', 'assigned_to'],
  fields: {
    lead_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    assigned_to: {
      type: 'integer',
      required: true,
      nullable: true,
      description: 'The new assignee (the caller or a user the caller manages); null gives the leads back to their owners.',
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of assignLeads (leads). */
export const assignLeadsBody = LeadAssignBody;

/** The LeadAssignmentRulesBody body (leads). */
export const LeadAssignmentRulesBody = {
  required: ['mode', 'members'],
  fields: {
    mode: {
      type: 'string',
      required: true,
      enum: ['manual', 'round_robin', 'area'],
    },
    members: {
      type: 'array',
      required: true,
      maxItems: 100,
      items: {
        type: 'object',
        fields: {
          user_id: {
            type: 'integer',
            required: true,
            description: 'A team member of the rule\'s owner (the owner or a user they manage).',
            minimum: 1,
            maximum: 2147483647,
          },
          areas: {
            type: 'array',
            required: false,
            description: 'Under mode `area`, the states (or one city of a state) this member takes.',
            maxItems: 50,
            items: {
              type: 'object',
              fields: {
                state_id: {
                  type: 'integer',
                  required: true,
                  minimum: 1,
                  maximum: 2147483647,
                },
                city_id: {
                  type: 'integer',
                  required: false,
                  nullable: true,
                  minimum: 1,
                  maximum: 2147483647,
                },
              },
            },
          },
        },
      },
    },
    daily_cap: {
      type: 'integer',
      required: false,
      nullable: true,
      minimum: 1,
      maximum: 10000,
    },
    speed_to_lead_minutes: {
      type: 'integer',
      required: false,
      default: 60,
      minimum: 1,
      maximum: 10080,
    },
  },
  description: '(our design) How the caller\'s new leads are assigned when created without an assignee: `manual` (not at all),\n`round_robin` (in turn among the members), `area` (in turn among the members whose areas hold the lead\'s state or\ncity; round robin among all members when none does). `daily_cap`: leads a member receives by rule per day (UTC);\na member at the cap is skipped, and with every member at it the lead stays with the owner. The target of the first\ncontact (`speed_to_lead_minutes`, default 60) marks overdue leads.\n',
} as const satisfies FormRules;

/** The body of saveLeadAssignmentRules (leads). */
export const saveLeadAssignmentRulesBody = LeadAssignmentRulesBody;

/** The LeadProfileBody body (leads). */
export const LeadProfileBody = {
  required: ['sender_name', 'reply_to_email'],
  fields: {
    sender_name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 100,
    },
    reply_to_email: {
      type: 'string',
      required: true,
      format: 'email',
      maxLength: 254,
    },
    signature_html: {
      type: 'string',
      required: false,
      nullable: true,
      description: 'HTML; the server sanitises it (scripts and event attributes removed).',
      maxLength: 10000,
    },
    whatsapp_number: {
      type: 'string',
      required: false,
      description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
      pattern: '^\\+?[0-9]{6,15}$',
      nullable: true,
    },
    designation: {
      type: 'string',
      required: false,
      nullable: true,
      maxLength: 100,
    },
    company_name: {
      type: 'string',
      required: false,
      nullable: true,
      maxLength: 150,
    },
    website: {
      type: 'string',
      required: false,
      nullable: true,
      format: 'uri',
      maxLength: 500,
    },
    working_hours: {
      type: 'object',
      required: false,
      description: 'When the user works leads; messages and automations to leads are sent only within these hours.',
      fields: {
        timezone: {
          type: 'string',
          required: true,
          description: 'An IANA time zone, e.g. Asia/Kolkata.',
          minLength: 1,
          maxLength: 64,
          pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$',
        },
        days: {
          type: 'array',
          required: true,
          maxItems: 7,
          items: {
            type: 'object',
            fields: {
              day: {
                type: 'string',
                required: true,
                enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
              },
              start: {
                type: 'string',
                required: true,
                description: 'Local time HH:MM.',
                pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
              },
              end: {
                type: 'string',
                required: true,
                description: 'Local time HH:MM, after start.',
                pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
              },
            },
          },
        },
      },
      nullable: true,
    },
  },
} as const satisfies FormRules;

/** The body of saveLeadProfile (leads). */
export const saveLeadProfileBody = LeadProfileBody;

/** The MailLeadBody body (leads). */
export const MailLeadBody = {
  required: ['lead_id'],
  fields: {
    lead_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    template_id: {
      type: 'integer',
      required: false,
      description: 'One of our mail templates (GET /my-lead/mail/templates).',
      minimum: 1,
      maximum: 2147483647,
    },
    subject: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 200,
    },
    html_content: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 200000,
    },
    reply_to: {
      type: 'string',
      required: false,
      description: 'Default the caller\'s email.',
      format: 'email',
      maxLength: 254,
    },
    cc: {
      type: 'array',
      required: false,
      maxItems: 5,
      uniqueItems: true,
      items: {
        type: 'string',
        format: 'email',
        maxLength: 254,
      },
    },
  },
  description: 'One mail to a lead (our design). Either `template_id`, or `subject` and `html_content` (or both); the server\nanswers 400 naming `body/template_id` when neither is complete.\n',
} as const satisfies FormRules;

/** The body of sendLeadMail (leads). */
export const sendLeadMailBody = MailLeadBody;

/** The MailLeadIdsBody body (leads). */
export const MailLeadIdsBody = {
  required: ['lead_ids'],
  fields: {
    lead_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
  },
} as const satisfies FormRules;

/** The body of listLeadEmails (leads). */
export const listLeadEmailsBody = MailLeadIdsBody;

/** The PhoneLeadIdsBody body (leads). */
export const PhoneLeadIdsBody = {
  required: ['lead_ids'],
  fields: {
    lead_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
  },
} as const satisfies FormRules;

/** The body of listLeadPhones (leads). */
export const listLeadPhonesBody = PhoneLeadIdsBody;

/** The ContactListCreateBody body (leads). */
export const ContactListCreateBody = {
  required: ['name'],
  fields: {
    name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 100,
    },
    description: {
      type: 'string',
      required: false,
      maxLength: 500,
    },
  },
} as const satisfies FormRules;

/** The body of createContactList (leads). */
export const createContactListBody = ContactListCreateBody;

/** The ContactImportBody body (leads). */
export const ContactImportBody = {
  required: ['list_id'],
  fields: {
    list_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    contacts: {
      type: 'array',
      required: false,
      minItems: 1,
      maxItems: 5000,
      items: {
        type: 'object',
        fields: {
          email: {
            type: 'string',
            required: true,
            format: 'email',
            maxLength: 254,
          },
          first_name: {
            type: 'string',
            required: false,
            maxLength: 80,
          },
          last_name: {
            type: 'string',
            required: false,
            maxLength: 80,
          },
          mobile: {
            type: 'string',
            required: false,
            description: 'A mobile number, already passed through the spec\'s mobile sanitiser (digits, optionally a leading +).',
            pattern: '^\\+?[0-9]{6,15}$',
          },
        },
      },
    },
    lead_ids: {
      type: 'array',
      required: false,
      minItems: 1,
      maxItems: 5000,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    csv: {
      type: 'string',
      required: false,
      description: 'A CSV file\'s text, at most 5000 data rows (our design).',
      minLength: 1,
      maxLength: 1000000,
    },
  },
  oneOf: [['contacts'], ['lead_ids'], ['csv']],
  description: 'Exactly one of `contacts`, `lead_ids` or `csv` (our design). `csv` is the text of a CSV file whose first row\nnames its columns: `email` (required), `first_name`, `last_name`, `mobile` (others are ignored); each row is\nadded, updated (an email already known) or skipped with why (`row` is its line in the file). A file that cannot\nbe read as CSV, or has no `email` column, is a 422 and nothing is imported; otherwise the import is one\ntransaction.\n',
} as const satisfies FormRules;

/** The body of importContacts (leads). */
export const importContactsBody = ContactImportBody;

/** The ContactRemoveBody body (leads). */
export const ContactRemoveBody = {
  required: ['list_id'],
  fields: {
    list_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    email: {
      type: 'string',
      required: false,
      format: 'email',
      maxLength: 254,
    },
    contact_id: {
      type: 'integer',
      required: false,
      minimum: 1,
      maximum: 2147483647,
    },
  },
  oneOf: [['email'], ['contact_id']],
  description: 'The list and exactly one of `email` or `contact_id` (our design).',
} as const satisfies FormRules;

/** The body of removeListContact (leads). */
export const removeListContactBody = ContactRemoveBody;

/** The EmailCampaignCreateBody body (leads). */
export const EmailCampaignCreateBody = {
  required: ['name', 'subject', 'list_ids'],
  fields: {
    name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 120,
    },
    subject: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 200,
    },
    template_id: {
      type: 'integer',
      required: false,
      description: 'A brevo template id (GET /my-lead/brevo-templates).',
      minimum: 1,
      maximum: 2147483647,
    },
    html_content: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 200000,
    },
    list_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    scheduled_at: {
      type: 'string',
      required: false,
      description: 'When to send once started; must be in the future.',
      format: 'date-time',
    },
    sender_name: {
      type: 'string',
      required: false,
      minLength: 1,
      maxLength: 80,
    },
    reply_to: {
      type: 'string',
      required: false,
      format: 'email',
      maxLength: 254,
    },
  },
  oneOf: [['template_id'], ['html_content']],
  description: 'A draft campaign (our design). Exactly one of `template_id` or `html_content`.',
} as const satisfies FormRules;

/** The body of createEmailCampaign (leads). */
export const createEmailCampaignBody = EmailCampaignCreateBody;

/** The EmailCampaignStartBody body (leads). */
export const EmailCampaignStartBody = {
  required: ['campaign_id'],
  fields: {
    campaign_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    scheduled_at: {
      type: 'string',
      required: false,
      description: 'Sets or moves the send time (future); omitted keeps the campaign\'s own, or sends now.',
      format: 'date-time',
    },
  },
} as const satisfies FormRules;

/** The body of startEmailCampaign (leads). */
export const startEmailCampaignBody = EmailCampaignStartBody;

/** The NurturingStopBody body (leads). */
export const NurturingStopBody = {
  required: ['enrolment_id'],
  fields: {
    enrolment_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
  },
} as const satisfies FormRules;

/** The body of stopLeadNurture (leads). */
export const stopLeadNurtureBody = NurturingStopBody;

/** The NurturingManualBody body (leads). */
export const NurturingManualBody = {
  required: ['lead_id', 'ns_id'],
  fields: {
    lead_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    ns_id: {
      type: 'integer',
      required: true,
      description: 'The nurturing service (GET /my-lead/nurturing-services).',
      minimum: 1,
      maximum: 2147483647,
    },
    start_at: {
      type: 'string',
      required: false,
      description: 'When the first step runs; default now. Must not be in the past.',
      format: 'date-time',
    },
  },
} as const satisfies FormRules;

/** The body of startManualLeadNurture (leads). */
export const startManualLeadNurtureBody = NurturingManualBody;

/** The NurturingBulkBody body (leads). */
export const NurturingBulkBody = {
  required: ['lead_ids', 'ns_id'],
  fields: {
    lead_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    ns_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    start_at: {
      type: 'string',
      required: false,
      description: 'When the first steps run; default now. Must not be in the past.',
      format: 'date-time',
    },
  },
} as const satisfies FormRules;

/** The body of startBulkLeadNurture (leads). */
export const startBulkLeadNurtureBody = NurturingBulkBody;

/** The BroadcastCreateBody body (leads). */
export const BroadcastCreateBody = {
  required: ['name', 'template_id', 'lead_ids'],
  fields: {
    name: {
      type: 'string',
      required: true,
      minLength: 1,
      maxLength: 120,
    },
    template_id: {
      type: 'integer',
      required: true,
      description: 'An approved WhatsApp template.',
      minimum: 1,
      maximum: 2147483647,
    },
    variables: {
      type: 'array',
      required: false,
      description: 'One value per template variable, in order; omitted when the template has none.',
      maxItems: 20,
      items: {
        type: 'object',
        description: 'The value of one template variable, in order ({{1}} first); a fixed text or a lead field filled per lead.',
        fields: {
          text: {
            type: 'string',
            required: false,
            minLength: 1,
            maxLength: 1024,
          },
          lead_field: {
            type: 'string',
            required: false,
            enum: ['first_name', 'last_name', 'full_name', 'email', 'mobile', 'owner_name'],
          },
        },
        oneOf: [['text'], ['lead_field']],
      },
    },
    lead_ids: {
      type: 'array',
      required: true,
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: 2147483647,
      },
    },
    scheduled_at: {
      type: 'string',
      required: false,
      description: 'When to send; default now. Must be in the future.',
      format: 'date-time',
    },
  },
  description: 'A broadcast (our design).',
} as const satisfies FormRules;

/** The body of sendBulkWhatsAppMessage (leads). */
export const sendBulkWhatsAppMessageBody = BroadcastCreateBody;

/** The WhatsAppSendBody body (leads). */
export const WhatsAppSendBody = {
  required: ['lead_id'],
  fields: {
    lead_id: {
      type: 'integer',
      required: true,
      minimum: 1,
      maximum: 2147483647,
    },
    template_id: {
      type: 'integer',
      required: false,
      description: 'An approved WhatsApp template.',
      minimum: 1,
      maximum: 2147483647,
    },
    variables: {
      type: 'array',
      required: false,
      maxItems: 20,
      items: {
        type: 'object',
        description: 'The value of one template variable, in order ({{1}} first); a fixed text or a lead field filled per lead.',
        fields: {
          text: {
            type: 'string',
            required: false,
            minLength: 1,
            maxLength: 1024,
          },
          lead_field: {
            type: 'string',
            required: false,
            enum: ['first_name', 'last_name', 'full_name', 'email', 'mobile', 'owner_name'],
          },
        },
        oneOf: [['text'], ['lead_field']],
      },
    },
    text: {
      type: 'string',
      required: false,
      description: 'A free-form session text (only inside the 24-hour window).',
      minLength: 1,
      maxLength: 4096,
    },
  },
  oneOf: [['template_id'], ['text']],
  dependentRequired: {
    variables: ['template_id'],
  },
  description: 'One message to one lead (our design). Exactly one of `template_id` (with `variables`) or `text`.',
} as const satisfies FormRules;

/** The body of sendLeadWhatsAppMessage (leads). */
export const sendLeadWhatsAppMessageBody = WhatsAppSendBody;
