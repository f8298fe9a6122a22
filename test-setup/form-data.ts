/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. React 19
 * builds `new FormData(form, submitter)` when a submit starts a transition (React Router's
 * navigations do), so tests need a FormData that reads the form's fields as a browser does.
 */
const NodeFormData = globalThis.FormData;

class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      if (element.type === 'submit' && element !== submitter) continue;
      this.append(element.name, element.value);
    }
  }
}

globalThis.FormData = FormDataFromForm as typeof FormData;
