// The caller's address and a student's profile strength (tags Profile and Students).
import type { FastifyRequest } from 'fastify';
import type { PortalHandlers } from '../../http/typed.ts';
import { requireCaller } from '../auth/auth.handlers.ts';
import type { AddressBody } from './address.service.ts';

const services = (request: FastifyRequest) => request.server.ctx.services;

export const studentProfileHandlers: PortalHandlers = {
  async getUserAddress(request) {
    return services(request).studentAddress.get(requireCaller(request).userId);
  },
  async saveUserAddress(request) {
    return services(request).studentAddress.save(requireCaller(request).userId, request.body as AddressBody);
  },

  async getStudentPsm(request) {
    return services(request).studentPsm.compute(request.params.id);
  },
  async getUserProfileStrength(request) {
    const psm = await services(request).studentPsm.compute(request.params.id);
    return {
      student_user_id: psm.student_user_id,
      percent: psm.percent,
      sections: psm.sections.map((s) => ({
        key: s.key,
        label: s.label,
        percent: s.percent,
        missing: s.items.filter((i) => !i.done).map((i) => i.label),
      })),
    };
  },
};
