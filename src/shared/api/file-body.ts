/**
 * The body of a call that uploads one file (the contract's binary part `file`): the file goes as it is, in a
 * multipart body the browser frames. `portalApi.POST('/common/banks/upload_signature', fileBody(file))`.
 */
export function fileBody(file: File) {
  return {
    body: { file: file as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
  };
}
