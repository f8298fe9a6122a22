import {
  api,
  PROFILE_PATHS,
  type UpdateMobileBody,
  type UpdatePasswordBody,
  type UpdatePersonalBody,
} from 'shared-api';

/**
 * The personal centre's own calls (spec 3 §7 'Auth and profile'). Its forms and dialogs show
 * the outcome themselves (修改成功！, 密码错误！ inline...), so the calls are `silent`: no toast
 * of the server's words on top of the screen's, no page overlay over the button's spinner.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Company name and address; the details are read again so every view agrees. */
    updatePersonal: build.mutation<null, UpdatePersonalBody>({
      query: (body) => ({ url: PROFILE_PATHS.updatePersonal, method: 'PATCH', body }),
      invalidatesTags: ['Member'],
      extraOptions: { silent: true },
    }),
    /** Current password plus the new one twice; a wrong current one is refused. */
    updatePassword: build.mutation<null, UpdatePasswordBody>({
      query: (body) => ({ url: PROFILE_PATHS.updatePassword, method: 'PATCH', body }),
      extraOptions: { silent: true },
    }),
    /** The SMS code for the new phone of a rebinding; a side effect, hence a mutation. */
    sendMobileCode: build.mutation<null, string>({
      query: (mobile) => ({ url: PROFILE_PATHS.sendMobileCode, method: 'POST', body: { mobile } }),
      extraOptions: { silent: true },
    }),
    /** Rebinds the phone (new phone, its SMS code, current and new password). */
    updateMobile: build.mutation<null, UpdateMobileBody>({
      query: (body) => ({ url: PROFILE_PATHS.updateMobile, method: 'PATCH', body }),
      invalidatesTags: ['Member'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useUpdatePersonalMutation,
  useUpdatePasswordMutation,
  useSendMobileCodeMutation,
  useUpdateMobileMutation,
} = profileApi;
