// The payments area's handlers by operationId: thin, the rules are in the services.
import type { FastifyRequest } from 'fastify';
import type { LeadsHandlers, PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';
import { LEAD_TOOL_ROLES } from './catalog.service.ts';
import type { PaymentsArea } from './index.ts';

const area = (request: FastifyRequest): PaymentsArea => request.server.ctx.services.payments;

const paging = (query: { page?: number; page_size?: number }) => ({ page: query.page ?? 1, pageSize: query.page_size ?? 20 });

export const paymentsPortalHandlers: PortalHandlers = {
  async listPublicServicesAndPlans(request) {
    return area(request).catalog.list({ serviceName: request.query.service_name, type: request.query.type }, null);
  },

  async listServicesAndPlans(request) {
    const caller = requireCaller(request);
    const studentId = caller.role === 'student' ? caller.userId : (request.query.student_user_id ?? null);
    return area(request).catalog.list({ serviceName: request.query.service_name, type: request.query.type }, studentId);
  },

  async getStudentServicesAvailed(request) {
    return area(request).catalog.availedBy(request.params.id);
  },

  async verifyCoupon(request) {
    const { plan_id: planId, student_user_id: studentId } = request.query;
    return area(request).coupons.verify(requireCaller(request), request.params.code, planId, studentId);
  },

  async listAvailableCoupons(request) {
    return area(request).coupons.available(requireCaller(request), request.query.student_user_id, request.query.plan_id);
  },

  async listCouponCodes(request) {
    return area(request).coupons.listCodes({ active: request.query.active, q: request.query.q, ...paging(request.query) });
  },

  async listAssignedCoupons(request) {
    const caller = requireCaller(request);
    return area(request).coupons.listAssigned(caller, {
      studentId: request.query.student_user_id,
      used: request.query.used,
      ...paging(request.query),
    });
  },

  async assignCouponToStudents(request, reply) {
    const { cc_id: ccId, student_user_ids: studentIds, note } = request.body;
    const result = await area(request).coupons.assign(requireCaller(request), ccId, studentIds, note);
    reply.code(201);
    return result;
  },

  async startRazorpayPayment(request, reply) {
    const { student_user_id: studentId, plan_id: planId } = request.params;
    const { url, cc_id: ccId, part_payment: partPayment } = request.query;
    const started = await area(request).checkout.make(requireCaller(request), 'razorpay', studentId, planId, {
      url,
      ccId,
      partPayment: partPayment ?? false,
    });
    reply.code(201);
    return started;
  },

  async verifyRazorpayPayment(request) {
    const { transaction_id: transactionId } = request.params;
    return area(request).checkout.verify(requireCaller(request), 'razorpay', transactionId, request.query as Record<string, string | undefined>);
  },

  async startPayuPayment(request, reply) {
    const { student_user_id: studentId, plan_id: planId } = request.params;
    const { cc_id: ccId, part_payment: partPayment } = request.query;
    const started = await area(request).checkout.make(requireCaller(request), 'payu', studentId, planId, {
      ccId,
      partPayment: partPayment ?? false,
    });
    reply.code(201);
    return started;
  },

  async verifyPayuPayment(request) {
    const { transaction_id: transactionId } = request.params;
    return area(request).checkout.verify(requireCaller(request), 'payu', transactionId, request.query as Record<string, string | undefined>);
  },

  async saveCartItem(request, reply) {
    const cart = await area(request).shop.addToCart(requireCaller(request), request.body.plan_id, request.body.student_user_id);
    reply.code(201);
    return cart;
  },

  async removeCartItems(request) {
    return area(request).shop.removeFromCart(requireCaller(request), request.body.cart_item_ids);
  },

  async listCartItems(request) {
    return area(request).shop.cart(requireCaller(request).userId);
  },

  async listShopOrders(request) {
    const { status, from, to, q } = request.query;
    return area(request).shop.listOrders(requireCaller(request), { status, from, to, q, ...paging(request.query) });
  },

  async getShopOrderDetails(request) {
    return area(request).shop.orderDetails(request.params.so_id);
  },

  async saveShopOrderStatus(request) {
    const { so_id: soId, status, expected_status: expected, note } = request.body;
    return area(request).shop.setOrderStatus(requireCaller(request), soId, status, expected, note);
  },
};

export const paymentsLeadsApiHandlers: LeadsHandlers = {
  async getUserServiceAvailed(request) {
    const caller = requireCaller(request);
    // A student, or anyone without the lead tool, has the three flags false (the contract).
    if (!LEAD_TOOL_ROLES.includes(caller.role)) {
      return { user_automation_avail: false, user_messages_avail: false, user_emails_avail: false };
    }
    return area(request).catalog.flags(caller.userId);
  },
};
