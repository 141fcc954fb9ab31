"""Drives `plusmd lsp` with pytest-lsp (PyPI), a client the project did not write, announcing VS Code's
client capabilities (pytest-lsp's recorded `visual-studio-code` set): diagnostics, hover, inlay
hints (which Neovim 0.7 lacks), a code action, completion, a command that asks the client a
question and then has it apply an edit, and the file watchers the server registers, through which the
client reports a file a sync wrote. pytest-lsp also checks each answer against those
capabilities (LspSpecificationWarning, made an error below).

Run by Tests/PlusCLITests/PytestLSPTests.swift, which makes the venv and copies the example journal:
    PLUSMD_BIN=… PROBE_ROOT=… python -m pytest -p no:cacheprovider -W error::pytest_lsp.LspSpecificationWarning scripts/vscode_lsp_probe.py
"""
import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(os.environ["PROBE_ROOT"])
SHEET = ROOT / "2026" / "2026-11-23-squat.md"
URI = SHEET.as_uri()


def position_of(text, prefix):
    """The 0-based line of the first line of `text` starting with `prefix`."""
    return next(index for index, line in enumerate(text.split("\n")) if line.startswith(prefix))


def sheet_text():
    """The example sheet with a mistyped lift and its first BBB set left open."""
    saved = SHEET.read_text(encoding="utf-8")
    return saved, saved.replace("lift: squat", "lift: sqaut").replace("- [x] 165 x 10", "- [ ] 165 x 10", 1)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[os.environ["PLUSMD_BIN"], "lsp"]))
async def client(lsp_client: LanguageClient):
    # A question the server asks (window/showMessageRequest) is answered "9"; an edit it asks the
    # client to apply (workspace/applyEdit) is kept and reported applied, as VS Code does.
    lsp_client.asked = []
    lsp_client.applied = []
    lsp_client.registered = []

    # The file watchers the server registers (VS Code then reports changes on disk to it).
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registered.extend(params.registrations)
        return None

    @lsp_client.feature(types.WINDOW_SHOW_MESSAGE_REQUEST)
    def ask(params: types.ShowMessageRequestParams):
        lsp_client.asked.append(params)
        return next(action for action in params.actions if action.title == "9")

    @lsp_client.feature(types.WORKSPACE_APPLY_EDIT)
    def apply(params: types.ApplyWorkspaceEditParams):
        lsp_client.applied.append(params)
        return types.ApplyWorkspaceEditResult(applied=True)

    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri=ROOT.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


async def diagnostics_until(client, settled):
    """The open sheet's diagnostics once `settled(diagnostics)` holds, waiting for publications
    (another file's may come between) for at most 30 s."""
    async def wait():
        while URI not in client.diagnostics or not settled(client.diagnostics[URI]):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[URI]
    return await asyncio.wait_for(wait(), 30)


async def open_sheet(client, text):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=URI, language_id="markdown", version=1, text=text))
    )
    return await diagnostics_until(client, lambda _: True)


@pytest.mark.asyncio
async def test_diagnostics_and_the_hints_fix(client: LanguageClient):
    saved, text = sheet_text()
    diagnostics = await open_sheet(client, text)
    assert [d.code for d in diagnostics] == ["unknown-lift"]
    assert diagnostics[0].range.start == types.Position(line=2, character=6)
    assert diagnostics[0].severity == types.DiagnosticSeverity.Error
    assert diagnostics[0].message.startswith("unknown lift 'sqaut': not in the settings' order")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0)),
            context=types.CodeActionContext(diagnostics=list(diagnostics)),
        )
    )
    fix = next(a for a in actions if isinstance(a, types.CodeAction) and a.kind == types.CodeActionKind.QuickFix)
    assert fix.title == "Change 'sqaut' to 'squat'"
    assert [e.new_text for e in fix.edit.changes[URI]] == ["squat"]
    # The edit applied as the editor would, the next version's diagnostics are empty.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text.replace("lift: sqaut", "lift: squat"))],
        )
    )
    assert list(await diagnostics_until(client, lambda diagnostics: len(diagnostics) == 0)) == []
    assert SHEET.read_text(encoding="utf-8") == saved  # the server wrote nothing


@pytest.mark.asyncio
async def test_hover_and_inlay_hints_on_the_amrap_set(client: LanguageClient):
    saved, text = sheet_text()
    text = text.replace("lift: sqaut", "lift: squat")
    await open_sheet(client, text)
    amrap = position_of(text, "- [x] 285 x 8")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=amrap, character=4))
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "**Working set 3 of 3 (AMRAP)**" in hover.contents.value
    assert "Prescribed: 85 % of TM 333 lb = 285 lb x 5+" in hover.contents.value
    assert "e1RM 361 lb: not a PR (best before: 370 lb)" in hover.contents.value
    lines = text.split("\n")
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(lines), character=0)),
        )
    )
    by_line = {hint.position.line: hint for hint in hints}
    assert by_line[amrap].label == "e1RM 361 lb"
    assert by_line[amrap].position.character == len(lines[amrap].encode("utf-16-le")) // 2
    assert by_line[amrap].padding_left is True


@pytest.mark.asyncio
async def test_code_action_ticks_the_open_set(client: LanguageClient):
    saved, text = sheet_text()
    await open_sheet(client, text)
    open_line = position_of(text, "- [ ] 165 x 10")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=open_line, character=0), end=types.Position(line=open_line, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [a.title for a in actions]
    assert "Mark this set skipped [-]" in titles
    tick = next(a for a in actions if a.title == "Tick this set as prescribed")
    [edit] = tick.edit.changes[URI]
    assert edit.range.start == types.Position(line=open_line, character=0)
    assert edit.new_text == saved.split("\n")[open_line]


@pytest.mark.asyncio
async def test_completion_of_lifts_and_the_prescribed_set(client: LanguageClient):
    saved, _ = sheet_text()
    lines = saved.split("\n")
    working = position_of(saved, "## Working")
    lines.insert(working + 1, "- ")
    await open_sheet(client, "\n".join(lines))
    lifts = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=2, character=6))
    )
    items = lifts.items if isinstance(lifts, types.CompletionList) else lifts
    assert [item.label for item in items] == ["squat", "bench", "deadlift", "press"]
    prescribed = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=working + 1, character=2))
    )
    items = prescribed.items if isinstance(prescribed, types.CompletionList) else prescribed
    edit = items[0].text_edit
    # Inserted after the `- ` typed: the line becomes the prescribed set.
    assert edit.range.start == edit.range.end == types.Position(line=working + 1, character=2)
    assert "- " + edit.new_text == saved.split("\n")[working + 1].replace("[x]", "[ ]")


@pytest.mark.asyncio
async def test_amrap_reps_command_asks_then_has_the_client_apply_the_edit(client: LanguageClient):
    saved, text = sheet_text()
    text = text.replace("lift: sqaut", "lift: squat").replace("- [x] 285 x 8", "- [ ] 285 x 5+")
    await open_sheet(client, text)
    amrap = position_of(text, "- [ ] 285 x 5+")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=amrap, character=0), end=types.Position(line=amrap, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    # lsprotocol reads any code action that carries a command as a bare Command (its union hook
    # looks for a "command" key), so the action is found by its title and run as the editor runs
    # it: plusmd.amrapReps with the document and the line.
    assert any(a.title == f"Write the AMRAP reps (line {amrap + 1})…" for a in actions)
    await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="plusmd.amrapReps", arguments=[URI, amrap])
    )
    for _ in range(600):  # the question, its answer and the edit: at most 30 s
        if client.applied:
            break
        await asyncio.sleep(0.05)
    [question] = client.asked
    assert question.message == "Reps done at 285 lb (5+ prescribed); 9 beat the PR"
    [applied] = client.applied
    [edit] = applied.edit.changes[URI]
    assert edit.range.start == types.Position(line=amrap, character=0)
    assert edit.new_text.startswith("- [x] 285 x 9")
    assert SHEET.read_text(encoding="utf-8") == saved


@pytest.mark.asyncio
async def test_files_a_sync_writes_are_read_when_the_client_reports_them(client: LanguageClient):
    for _ in range(600):  # the registration follows `initialized`: at most 30 s
        if client.registered:
            break
        await asyncio.sleep(0.05)
    [registration] = client.registered
    assert registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
    assert [w["globPattern"] for w in registration.register_options["watchers"]] == ["**/*.md", "**/plusmd.yaml"]
    saved, _ = sheet_text()
    assert list(await open_sheet(client, saved)) == []
    # A sync writes the same week's squat a day earlier: the open sheet is now the duplicate.
    synced = ROOT / "2026" / "2026-11-22-squat.md"
    synced.write_text(saved.replace("date: 2026-11-23", "date: 2026-11-22"), encoding="utf-8")
    try:
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=synced.as_uri(), type=types.FileChangeType.Created)])
        )
        diagnostics = await diagnostics_until(client, lambda diagnostics: len(diagnostics) > 0)
        assert [d.code for d in diagnostics] == ["duplicate-sheet"]
    finally:
        synced.unlink()
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=synced.as_uri(), type=types.FileChangeType.Deleted)])
    )
    assert list(await diagnostics_until(client, lambda diagnostics: len(diagnostics) == 0)) == []
