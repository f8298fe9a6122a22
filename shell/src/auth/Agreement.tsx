import { Link } from 'react-router-dom';
import { Checkbox } from 'shared-ui';

/** The agreement tick of the login and registration forms. */
export function Agreement({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <Checkbox checked={checked} onChange={onChange}>
      我已阅读并同意<Link to="/jieshao">《用户服务协议》</Link>
    </Checkbox>
  );
}
