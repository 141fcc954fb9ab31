-- The Neovim set-up of scripts/editor-screenshot.sh (Neovim 0.7+, `nvim -u` this file): starts
-- `plusmd lsp` ($PLUSMD_BIN) for the Markdown files of the journal holding them, maps K to the
-- hover, and draws the inlay hints with scripts/nvim-inlay-hints.lua.
vim.o.number = true
vim.o.wrap = false
vim.o.laststatus = 2
vim.o.swapfile = false
vim.o.shortmess = vim.o.shortmess .. "IF"
vim.cmd("syntax on")
local hints = dofile(os.getenv("PLUSMD_SCRIPTS") .. "/nvim-inlay-hints.lua")
local clients = {}
vim.api.nvim_create_autocmd("FileType", {
  pattern = "markdown",
  callback = function(args)
    local found = vim.fn.findfile("plusmd.yaml", vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ":p:h") .. ";")
    if found == "" then return end
    local root = vim.fn.fnamemodify(found, ":p:h")
    clients[root] = clients[root] or vim.lsp.start_client({
      name = "plusmd", cmd = { os.getenv("PLUSMD_BIN") or "plusmd", "lsp" }, root_dir = root,
      on_attach = function(_, bufnr)
        vim.keymap.set("n", "K", vim.lsp.buf.hover, { buffer = bufnr })
        hints.attach(bufnr)
      end,
    })
    vim.lsp.buf_attach_client(args.buf, clients[root])
  end,
})
