-- Drives every feature of `plusmd lsp` from headless Neovim (0.7+), editing buffers as a lifter
-- does, and writes what it saw, one `key=value` line each, to $PROBE_OUT. Run by
-- Tests/PlusCLITests/NeovimLSPTests.swift (scripts/nvim-lsp-probe.lua does diagnostics, the
-- hint's fix, hover and ticking a set):
--   PLUSMD_BIN=… PROBE_FILE=… PROBE_ROOT=… PROBE_OUT=… nvim --headless -u NONE -c 'luafile scripts/nvim-lsp-tour.lua'
-- On the example's finished squat sheet: inlay hints, outline, folding, completion of `lift:`
-- and of an empty set line, a second unsaved buffer that duplicates the sheet (the finding on
-- the other file, cleared when it closes), the AMRAP reps asked through
-- window/showMessageRequest and applied by workspace/applyEdit, the sheet marked skipped, and the
-- plusmd.status and plusmd.next commands (Neovim 0.7 has no window/showDocument: the handler below
-- opens the sheet, as docs/editors.md says), a sheet another tool writes on disk, and plusmd.yaml's
-- completion, hover and findings.
local out = {}
local function log(key, value)
  table.insert(out, key .. "=" .. tostring(value):gsub("\n", "\\n"))
end
local function finish()
  local handle = io.open(os.getenv("PROBE_OUT"), "w")
  handle:write(table.concat(out, "\n") .. "\n")
  handle:close()
  vim.cmd("qa!")
end

local asked, shown, opened = {}, {}, nil
local handlers = {
  -- The question of plusmd.amrapReps, answered "9" as a lifter would pick it from the list.
  ["window/showMessageRequest"] = function(_, params)
    table.insert(asked, params.message)
    for _, action in ipairs(params.actions or {}) do
      if action.title == "9" then return action end
    end
    return vim.NIL
  end,
  ["window/showMessage"] = function(_, params) table.insert(shown, params.message) end,
  ["window/showDocument"] = function(_, params)
    opened = vim.uri_to_fname(params.uri)
    vim.cmd("edit " .. vim.fn.fnameescape(opened))
    return { success = true }
  end,
}

local ok, problem = pcall(function()
  vim.o.hidden = true
  local root = os.getenv("PROBE_ROOT")
  vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("PROBE_FILE")))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ cmd = { os.getenv("PLUSMD_BIN"), "lsp" }, root_dir = root, name = "plusmd", handlers = handlers })
  vim.lsp.buf_attach_client(buf, id)
  local client = vim.lsp.get_client_by_id(id)
  log("initialized", vim.wait(20000, function() return client.initialized end, 20))
  local uri = vim.uri_from_bufnr(buf)
  local function request(method, params)
    local reply = client.request_sync(method, params, 10000, buf)
    return reply and reply.result
  end
  local function line_of(pattern)
    for index, text in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
      if text:match(pattern) then return index - 1 end
    end
  end
  local function codes(bufnr)
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      table.insert(found, tostring(code))
    end
    return table.concat(found, ",")
  end
  local amrap = line_of("^%- %[x%] 285 x 8")
  local everything = { start = { line = 0, character = 0 }, ["end"] = { line = vim.api.nvim_buf_line_count(buf), character = 0 } }

  -- Inlay hints, read as a client that shows them would (Neovim 0.10 draws them itself).
  local hints = request("textDocument/inlayHint", { textDocument = { uri = uri }, range = everything }) or {}
  for _, hint in ipairs(hints) do
    if hint.position.line == amrap then
      log("hint_amrap", type(hint.label) == "string" and hint.label or hint.label[1].value)
      local _, utf16 = vim.str_utfindex(vim.api.nvim_buf_get_lines(buf, amrap, amrap + 1, false)[1])
      log("hint_at_end", hint.position.character == utf16)
    end
  end

  -- Outline and folding.
  local symbols = request("textDocument/documentSymbol", { textDocument = { uri = uri } }) or {}
  local names = {}
  for _, symbol in ipairs(symbols) do table.insert(names, symbol.name .. ":" .. #(symbol.children or {})) end
  log("symbols", table.concat(names, ","))
  local sections = {}
  for _, symbol in ipairs((symbols[2] or {}).children or {}) do table.insert(sections, symbol.name .. ":" .. #(symbol.children or {})) end
  log("sections", table.concat(sections, ","))
  local folds = request("textDocument/foldingRange", { textDocument = { uri = uri } }) or {}
  log("folds", #folds)

  -- Completion: `lift:`'s value, and the prescribed set on an empty `- ` line under Working.
  local lifts = request("textDocument/completion", { textDocument = { uri = uri }, position = { line = 2, character = 6 } }) or {}
  local labels = {}
  for _, item in ipairs(lifts.items or lifts) do table.insert(labels, item.label) end
  log("complete_lift", table.concat(labels, ","))
  local working = line_of("^## Working")
  vim.api.nvim_buf_set_lines(buf, working + 1, working + 1, false, { "- " })
  local prescribed = request("textDocument/completion", { textDocument = { uri = uri }, position = { line = working + 1, character = 2 } }) or {}
  local first = (prescribed.items or prescribed)[1]
  -- Applied as a completion plugin applies its textEdit (0.7's omnifunc inserts the same text
  -- at the cursor, at the end of `- `).
  if first and first.textEdit then vim.lsp.util.apply_text_edits({ first.textEdit }, buf, client.offset_encoding) end
  log("complete_set", vim.api.nvim_buf_get_lines(buf, working + 1, working + 2, false)[1])
  vim.api.nvim_buf_set_lines(buf, working + 1, working + 2, false, {})

  -- A second, unsaved buffer for the same (cycle, week, lift), dated a day before: the later file,
  -- the sheet, is the duplicate `check` reports, and the finding goes when that buffer goes.
  local twin_path = root .. "/2026/2026-11-22-squat.md"
  local text = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  vim.cmd("edit " .. vim.fn.fnameescape(twin_path))
  local twin = vim.api.nvim_get_current_buf()
  text[2] = "date: 2026-11-22"
  vim.api.nvim_buf_set_lines(twin, 0, -1, false, text)
  vim.lsp.buf_attach_client(twin, id)
  log("duplicate_on_sheet", vim.wait(20000, function() return codes(buf) == "duplicate-sheet" end, 20))
  log("duplicate_codes", codes(buf) .. "/" .. codes(twin))
  vim.cmd("buffer " .. buf)
  vim.cmd("bwipeout! " .. twin)
  log("duplicate_cleared", vim.wait(20000, function() return codes(buf) == "" end, 20))

  -- The AMRAP reps: the action runs plusmd.amrapReps, which asks, then has Neovim apply the edit.
  vim.api.nvim_buf_set_lines(buf, amrap, amrap + 1, false, { "- [ ] 285 x 5+" })
  local actions = request("textDocument/codeAction", {
    textDocument = { uri = uri },
    range = { start = { line = amrap, character = 0 }, ["end"] = { line = amrap, character = 0 } },
    context = { diagnostics = {} },
  }) or {}
  local titles = {}
  local reps
  for _, action in ipairs(actions) do
    table.insert(titles, action.title)
    if action.command and action.title:match("^Write the AMRAP reps") then reps = action.command end
  end
  log("actions", table.concat(titles, "|"))
  if reps then request("workspace/executeCommand", reps) end
  log("reps_written", vim.wait(20000, function() return line_of("^%- %[x%] 285 x 9") == amrap end, 20))
  log("asked", asked[1])
  log("amrap_line", vim.api.nvim_buf_get_lines(buf, amrap, amrap + 1, false)[1])

  -- The sheet marked skipped: every open set becomes `[-]`.
  local bbb = line_of("^%- %[x%] 165 x 10")
  vim.api.nvim_buf_set_lines(buf, bbb, bbb + 2, false, { "- [ ] 165 x 10", "- [ ] 165 x 10" })
  actions = request("textDocument/codeAction", {
    textDocument = { uri = uri },
    range = { start = { line = bbb, character = 0 }, ["end"] = { line = bbb, character = 0 } },
    context = { diagnostics = {} },
  }) or {}
  for _, action in ipairs(actions) do
    if action.title == "Mark the sheet skipped (every open set [-])" then
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
    end
  end
  log("skipped_lines", table.concat(vim.api.nvim_buf_get_lines(buf, bbb, bbb + 2, false), "|"))
  log("modified", vim.api.nvim_buf_get_option(buf, "modified"))

  -- Commands: status as a message, then today's sheet written and opened.
  local status = request("workspace/executeCommand", { command = "plusmd.status" })
  log("status_reply", type(status) == "string" and status:match("[^\n]+"))
  log("status_shown", shown[1] ~= nil and shown[1] == status)
  request("workspace/executeCommand", { command = "plusmd.next" })
  log("next_opened", vim.wait(20000, function() return opened ~= nil and vim.api.nvim_buf_get_name(0) == opened end, 20))
  log("next_path", opened and opened:sub(#root + 2))

  -- Another tool (a sync) writes a sheet dated before the open one for the same week: Neovim 0.7
  -- sends no didChangeWatchedFiles, so the server finds it by the files' stamps before answering
  -- a request made more than 5 s after its last look.
  log("before_sync", codes(buf))
  local copy = io.open(root .. "/2026/2026-11-21-squat.md", "w")
  copy:write((table.concat(text, "\n"):gsub("date: 2026%-11%-22", "date: 2026-11-21")) .. "\n")
  copy:close()
  vim.wait(5500)  -- past LanguageServer.diskCheckInterval (5 s)
  request("textDocument/hover", { textDocument = { uri = uri }, position = { line = amrap, character = 4 } })
  log("synced_duplicate", vim.wait(20000, function() return codes(buf) == "duplicate-sheet" end, 20))

  -- plusmd.yaml: its keys and values complete, its keys hover, and a bad value is `check`'s error.
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/plusmd.yaml"))
  local settings = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(settings, id)
  local settings_uri = vim.uri_from_bufnr(settings)
  local count = vim.api.nvim_buf_line_count(settings)
  vim.api.nvim_buf_set_lines(settings, count, count, false, { "rest:", "  ", "units: " })
  local function complete(line, character)
    local reply = client.request_sync("textDocument/completion", {
      textDocument = { uri = settings_uri }, position = { line = line, character = character },
    }, 10000, settings)
    local names = {}
    for _, item in ipairs((reply and reply.result and (reply.result.items or reply.result)) or {}) do table.insert(names, item.label) end
    return table.concat(names, ",")
  end
  log("settings_rest_keys", complete(count + 1, 2))
  log("settings_units", complete(count + 2, 7))
  vim.api.nvim_buf_set_lines(settings, count, count + 3, false, {})
  local bbb_line
  for index, line in ipairs(vim.api.nvim_buf_get_lines(settings, 0, -1, false)) do
    if line:match("^bbb:") then bbb_line = index - 1 end
  end
  local key = client.request_sync("textDocument/hover", {
    textDocument = { uri = settings_uri }, position = { line = bbb_line, character = 1 },
  }, 10000, settings)
  log("settings_hover", key and key.result and key.result.contents and key.result.contents.value)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(settings, 0, -1, false)) do
    if line == "units: lb" then vim.api.nvim_buf_set_lines(settings, index - 1, index, false, { "units: stone" }) end
  end
  -- The lines typed above were findings too (a second `rest:`) until removed: wait for the last.
  log("settings_diagnosed", vim.wait(20000, function()
    local found = vim.diagnostic.get(settings)
    return #found == 1 and found[1].message:find("stone") ~= nil
  end, 20))
  log("settings_codes", codes(settings))
  log("settings_message", (vim.diagnostic.get(settings)[1] or {}).message)
end)
if not ok then log("error", problem) end
finish()
