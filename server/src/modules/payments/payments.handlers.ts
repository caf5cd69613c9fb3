// Thin handlers of the payments area, by operationId: the catalogue, coupons, make/verify through both paths, the
// cart and the shop orders; and the leads API's services-availed flags.
import { requireCaller } from '../../http/caller.ts';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { LEAD_TOOL_ROLES, type CatalogService } from './catalog.service.ts';
import type { CouponsService } from './coupons.service.ts';
import type { PaymentsService } from './payments.service.ts';
import type { ShopService } from './shop.service.ts';
import type { TransactionsService } from './transactions.service.ts';
import type { VerifyQuery } from './verify-answer.ts';

export type PaymentsServices = { plans: CatalogService; coupons: CouponsService; checkout: PaymentsService; shop: ShopService; transactions: TransactionsService };

export function paymentsHandlers({ plans, coupons, checkout, shop, transactions }: PaymentsServices): PortalHandlers {
  return {
    listPaymentTransactions: (request) => transactions.list(requireCaller(request), request.query),

    listPublicServicesAndPlans: ({ query }) => plans.list({ serviceName: query.service_name, type: query.type }, null),

    async listServicesAndPlans(request) {
      const caller = requireCaller(request);
      const studentId = caller.role === 'student' ? caller.userId : (request.query.student_user_id ?? null);
      return plans.list({ serviceName: request.query.service_name, type: request.query.type }, studentId);
    },

    getStudentServicesAvailed: ({ params }) => plans.availedBy(params.id),

    verifyCoupon: (request) =>
      coupons.verify(requireCaller(request), request.params.code, request.query.plan_id, request.query.student_user_id),
    listAvailableCoupons: (request) =>
      coupons.available(requireCaller(request), request.query.student_user_id, request.query.plan_id),
    listCouponCodes: (request) => coupons.listCodes(requireCaller(request), request.query),
    listAssignedCoupons: (request) => coupons.listAssigned(requireCaller(request), request.query),

    async assignCouponToStudents(request, reply) {
      const { cc_id: ccId, student_user_ids: studentIds, note } = request.body;
      const result = await coupons.assign(requireCaller(request), ccId, studentIds, note);
      reply.code(201);
      return result;
    },

    async startRazorpayPayment(request, reply) {
      const { url, cc_id: ccId, part_payment: partPayment } = request.query;
      const { student_user_id: studentId, plan_id: planId } = request.params;
      const started = await checkout.make(requireCaller(request), 'razorpay', studentId, planId, { url, ccId, partPayment: partPayment ?? false });
      reply.code(201);
      return started;
    },

    verifyRazorpayPayment: (request) =>
      checkout.verify(requireCaller(request), 'razorpay', request.params.transaction_id, request.query as VerifyQuery),

    async startPayuPayment(request, reply) {
      const { cc_id: ccId, part_payment: partPayment } = request.query;
      const { student_user_id: studentId, plan_id: planId } = request.params;
      const started = await checkout.make(requireCaller(request), 'payu', studentId, planId, { ccId, partPayment: partPayment ?? false });
      reply.code(201);
      return started;
    },

    verifyPayuPayment: (request) => checkout.verify(requireCaller(request), 'payu', request.params.transaction_id, request.query as VerifyQuery),

    async saveCartItem(request, reply) {
      const cart = await shop.addToCart(requireCaller(request), request.body.plan_id, request.body.student_user_id);
      reply.code(201);
      return cart;
    },

    removeCartItems: (request) => shop.removeFromCart(requireCaller(request), request.body.cart_item_ids),
    listCartItems: (request) => shop.cart(requireCaller(request).userId),
    listShopOrders: (request) => shop.listOrders(requireCaller(request), request.query),
    getShopOrderDetails: ({ params }) => shop.orderDetails(params.so_id),

    saveShopOrderStatus(request) {
      const { so_id: soId, status, expected_status: expected, note } = request.body;
      return shop.setOrderStatus(requireCaller(request), soId, status, expected, note);
    },
  };
}

export function paymentsLeadsHandlers({ plans }: Pick<PaymentsServices, 'plans'>): LeadsHandlers {
  return {
    async getUserServiceAvailed(request) {
      const caller = requireCaller(request);
      // A student, or anyone without the lead tool, has the three flags false (the contract).
      if (!LEAD_TOOL_ROLES.includes(caller.role)) {
        return { user_automation_avail: false, user_messages_avail: false, user_emails_avail: false };
      }
      return plans.flags(caller.userId);
    },
  };
}
