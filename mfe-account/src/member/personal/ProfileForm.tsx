import type { FormEvent } from 'react';
import { accountMessages, type MemberDto } from 'shared-api';
import { useUpdatePersonalMutation } from '../../api/profile-api';
import { Button, FormItem, Input, toast, useForm } from 'shared-ui';
import styled from 'styled-components';
import { memberTexts } from '../texts';

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
`;

/** The lengths the server accepts (updatePersonalBodySchema). */
const MAX_COMPANY = 100;
const MAX_ADDRESS = 200;

interface ProfileFormProps {
  member: MemberDto;
}

/**
 * The editable part of the basic info (spec 3 §2.2): company name and address, saved together;
 * 修改成功！ or 修改失败！ says how it went (§8 'Company update').
 */
export function ProfileForm({ member }: ProfileFormProps) {
  const form = useForm({
    initialValues: { companyName: member.companyName ?? '', address: member.address ?? '' },
  });
  const [updatePersonal, { isLoading }] = useUpdatePersonalMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updatePersonal({
        companyName: form.values.companyName.trim(),
        address: form.values.address.trim(),
      }).unwrap();
      toast.success(accountMessages.updated);
    } catch {
      toast.error(accountMessages.updateFailed);
    }
  };

  return (
    <form onSubmit={submit} aria-label="公司信息">
      <Fields>
        <FormItem label="公司名称" htmlFor="profile-company">
          <Input
            id="profile-company"
            maxLength={MAX_COMPANY}
            autoComplete="organization"
            {...form.inputProps('companyName')}
          />
        </FormItem>
        <FormItem label="联系地址" htmlFor="profile-address">
          <Input
            id="profile-address"
            maxLength={MAX_ADDRESS}
            autoComplete="street-address"
            {...form.inputProps('address')}
          />
        </FormItem>
      </Fields>
      <Button type="submit" variant="primary" loading={isLoading}>
        {memberTexts.save}
      </Button>
    </form>
  );
}
