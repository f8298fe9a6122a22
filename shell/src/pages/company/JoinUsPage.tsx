import styled from 'styled-components';
import { StaticPage } from '../StaticPage';
import { CompanyBlock } from './CompanyBlock';
import { companyInfo } from './company-info';
import { JOB_LISTINGS, type JobListing } from './job-listings';

const Job = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  line-height: 1.8;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

function JobCard({ job }: { job: JobListing }) {
  return (
    <Job aria-label={job.title}>
      <h2>{job.title}</h2>
      <div>工作地点：{job.place}</div>
      <h3>岗位职责</h3>
      <ol>
        {job.duties.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ol>
      <h3>任职要求</h3>
      <ol>
        {job.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ol>
    </Job>
  );
}

/** /jiaru: four job listings (spec 3 §2.12). */
export function JoinUsPage({ title }: { title: string }) {
  return (
    <StaticPage title={title}>
      {JOB_LISTINGS.map((job) => (
        <JobCard key={job.title} job={job} />
      ))}
      <CompanyBlock title="投递方式">
        <p>
          请将简历发送至 <a href={`mailto:${companyInfo.jobsEmail}`}>{companyInfo.jobsEmail}</a>
          ，邮件标题请注明“应聘职位 + 姓名”。
        </p>
      </CompanyBlock>
    </StaticPage>
  );
}
