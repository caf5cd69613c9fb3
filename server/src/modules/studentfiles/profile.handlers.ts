// Thin handlers of the caller's address and a student's profile strength (tags Profile and Students).
import { requireCaller } from '../../http/caller.ts';
import type { PortalHandlers } from '../../http/typed.ts';
import type { AddressBody, AddressService } from './address.service.ts';
import type { PsmService } from './psm.service.ts';

export function profileHandlers(address: AddressService, psm: PsmService): PortalHandlers {
  return {
    async getUserAddress(request) {
      return address.get(requireCaller(request).userId);
    },

    async saveUserAddress(request) {
      // The generated body type is `unknown` (see AddressBody); the router has validated it against the contract.
      return address.save(requireCaller(request).userId, request.body as AddressBody);
    },

    async getStudentPsm(request) {
      return psm.compute(request.params.id);
    },

    async getUserProfileStrength(request) {
      return psm.strength(request.params.id);
    },
  };
}
