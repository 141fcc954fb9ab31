-- Inlay hints for Neovim before 0.10 (which has vim.lsp.inlay_hint): asks the server for
-- `textDocument/inlayHint` over the whole buffer and draws each label as virtual text at the end
-- of its line (plusmd's hints all sit at the end of a set line). Refreshed on opening, after
-- leaving insert mode, on every change in normal mode and on saving.
-- Use: in the client's on_attach, `dofile("/path/to/nvim-inlay-hints.lua").attach(bufnr)`.
local M = {}
local ns = vim.api.nvim_create_namespace("plusmd_inlay_hints")

local function label_text(label)
  if type(label) == "string" then return label end
  local parts = {}
  for _, part in ipairs(label) do table.insert(parts, part.value) end
  return table.concat(parts)
end

function M.refresh(bufnr)
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(bufnr),
    range = { start = { line = 0, character = 0 }, ["end"] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } },
  }
  vim.lsp.buf_request(bufnr, "textDocument/inlayHint", params, function(err, result)
    if err or not vim.api.nvim_buf_is_valid(bufnr) then return end
    vim.api.nvim_buf_clear_namespace(bufnr, ns, 0, -1)
    for _, hint in ipairs(result or {}) do
      local text = (hint.paddingLeft and " " or "") .. label_text(hint.label)
      pcall(vim.api.nvim_buf_set_extmark, bufnr, ns, hint.position.line, 0,
        { virt_text = { { text, "Comment" } }, virt_text_pos = "eol", hl_mode = "combine" })
    end
  end)
end

function M.attach(bufnr)
  local group = vim.api.nvim_create_augroup("plusmd_inlay_hints_" .. bufnr, { clear = true })
  vim.api.nvim_create_autocmd({ "InsertLeave", "TextChanged", "BufWritePost" }, {
    group = group, buffer = bufnr, callback = function() M.refresh(bufnr) end,
  })
  M.refresh(bufnr)
end

return M
