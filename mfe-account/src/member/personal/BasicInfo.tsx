import type { MemberDto } from 'shared-api';
import { Button, Row, Section } from 'shared-ui';
import { InfoList } from '../styles';
import { memberTexts } from '../texts';
import { ProfileForm } from './ProfileForm';

interface BasicInfoProps {
  member: MemberDto;
  onChangePassword: () => void;
  onRebindPhone: () => void;
}

/** Name, phone and sign-up time, the editable company details, and the two account dialogs. */
export function BasicInfo({ member, onChangePassword, onRebindPhone }: BasicInfoProps) {
  return (
    <Section
      title="基本信息"
      extra={
        <Row>
          <Button onClick={onChangePassword}>{memberTexts.changePassword}</Button>
          <Button onClick={onRebindPhone}>{memberTexts.rebindPhone}</Button>
        </Row>
      }
    >
      <InfoList>
        <dt>用户名</dt>
        <dd>{member.name}</dd>
        <dt>手机号</dt>
        <dd>{member.mobile || memberTexts.unboundMobile}</dd>
        <dt>注册时间</dt>
        <dd>{member.createdTime}</dd>
      </InfoList>
      {/* Keyed by the saved values, so the form shows them again after the details reload. */}
      <ProfileForm key={`${member.companyName}\n${member.address}`} member={member} />
    </Section>
  );
}
