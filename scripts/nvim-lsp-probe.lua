-- Drives `plusmd lsp` from headless Neovim (0.7+), as a lifter's editor would, and writes what it
-- saw, one `key=value` line each, to $PROBE_OUT. Run by Tests/PlusCLITests/NeovimLSPTests.swift:
--   PLUSMD_BIN=… PROBE_FILE=… PROBE_ROOT=… PROBE_OUT=… nvim --headless -u NONE -c 'luafile scripts/nvim-lsp-probe.lua'
-- Opens a sheet with a mistyped lift and an open set, waits for the diagnostics, applies the
-- hint's fix, waits for them to clear, hovers the AMRAP set, ticks the open set with a code
-- action, and saves nothing.
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

local ok, problem = pcall(function()
  vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("PROBE_FILE")))
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ cmd = { os.getenv("PLUSMD_BIN"), "lsp" }, root_dir = os.getenv("PROBE_ROOT"), name = "plusmd" })
  vim.lsp.buf_attach_client(buf, id)
  local client = vim.lsp.get_client_by_id(id)
  log("initialized", vim.wait(20000, function() return client.initialized end, 20))
  log("diagnosed", vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20))
  local diagnostics = vim.diagnostic.get(buf)
  log("diagnostic_line", diagnostics[1] and diagnostics[1].lnum)
  log("diagnostic_message", diagnostics[1] and diagnostics[1].message)
  local uri = vim.uri_from_bufnr(buf)

  -- The fix the hint names, applied as the editor applies a code action's edit.
  local function actions(line, lsp_diagnostics)
    local reply = client.request_sync("textDocument/codeAction", {
      textDocument = { uri = uri },
      range = { start = { line = line, character = 0 }, ["end"] = { line = line, character = 0 } },
      context = { diagnostics = lsp_diagnostics },
    }, 10000, buf)
    return (reply and reply.result) or {}
  end
  local function apply(list, title)
    for _, action in ipairs(list) do
      if action.title == title then
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
        return true
      end
    end
    return false
  end
  local lift_line = diagnostics[1] and diagnostics[1].lnum or 2
  log("fix_applied", apply(actions(lift_line, vim.lsp.diagnostic.get_line_diagnostics(buf, lift_line)), "Change 'sqaut' to 'squat'"))
  log("lift_line", vim.api.nvim_buf_get_lines(buf, lift_line, lift_line + 1, false)[1])
  log("cleared", vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20))

  -- Hover on the AMRAP set.
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  local amrap, open
  for index, text in ipairs(lines) do
    if text:match("^%- %[x%] 285 x 8") then amrap = index - 1 end
    if text:match("^%- %[ %]") and not open then open = index - 1 end
  end
  local hover = client.request_sync("textDocument/hover", {
    textDocument = { uri = uri }, position = { line = amrap, character = 4 },
  }, 10000, buf)
  log("hover", hover and hover.result and hover.result.contents.value)

  -- Tick the open set as prescribed.
  log("tick_applied", apply(actions(open, {}), "Tick this set as prescribed"))
  log("ticked_line", vim.api.nvim_buf_get_lines(buf, open, open + 1, false)[1])
  log("modified", vim.api.nvim_buf_get_option(buf, "modified"))
end)
if not ok then log("error", problem) end
finish()
