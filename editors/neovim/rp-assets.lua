-- rp-assets language server for Neovim (0.7 and later), without plugins.
-- Put this file in your config (e.g. ~/.config/nvim/lua/rp-assets.lua) and `require('rp-assets')`
-- from init.lua. It starts `rp-assets lsp --stdio` (rp-assets on PATH, or set
-- vim.g.rp_assets_cmd = { 'npx', 'rp-assets', 'lsp', '--stdio' }) for Markdown and YAML buffers
-- inside a folder holding rp-assets.config.yaml (else the buffer's .git root), one server per root.
-- See docs/editor.md.
local M = {}

local clients = {}

local function root_of(path)
  local found = vim.fn.findfile('rp-assets.config.yaml', vim.fn.fnamemodify(path, ':h') .. ';')
  if found ~= '' then return vim.fn.fnamemodify(found, ':p:h') end
  local git = vim.fn.finddir('.git', vim.fn.fnamemodify(path, ':h') .. ';')
  if git ~= '' then return vim.fn.fnamemodify(git, ':p:h:h') end
  return nil
end

function M.attach(bufnr)
  local path = vim.api.nvim_buf_get_name(bufnr)
  if path == '' then return end
  local root = root_of(path)
  if root == nil then return end
  local id = clients[root]
  if id == nil then
    id = vim.lsp.start_client({
      name = 'rp-assets',
      cmd = vim.g.rp_assets_cmd or { 'rp-assets', 'lsp', '--stdio' },
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    })
    clients[root] = id
  end
  if id ~= nil then vim.lsp.buf_attach_client(bufnr, id) end
end

-- What fires for the selected text: `:'<,'>RpWhatFires` (asks for the character when there are several).
function M.what_fires(first, last)
  local lines = vim.api.nvim_buf_get_lines(0, first - 1, last, false)
  vim.lsp.buf_request(0, 'workspace/executeCommand', {
    command = 'rp-assets.whatFires',
    arguments = { { text = table.concat(lines, '\n') } },
  }, function(err, result)
    if err then vim.notify(err.message, vim.log.levels.ERROR) return end
    if result then vim.notify(result.text) end
  end)
end

vim.api.nvim_create_autocmd({ 'FileType' }, {
  pattern = { 'markdown', 'yaml' },
  callback = function(args) M.attach(args.buf) end,
})
vim.api.nvim_create_user_command('RpWhatFires', function(o) M.what_fires(o.line1, o.line2) end, { range = true })

return M
