import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/**
 * After an image or a video is inserted, the editor has the new node selected: the next keystroke or paste would
 * replace it. The cursor goes to the nearest place for text after it instead.
 */
export function cursorAfterInsertedNode(editor: Editor): void {
  const { state, view } = editor;
  if (!(state.selection instanceof NodeSelection)) return;
  view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(state.selection.to))));
}
