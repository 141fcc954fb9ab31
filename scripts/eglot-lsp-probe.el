;;; eglot-lsp-probe.el --- drive `plusmd lsp` with Emacs's eglot, by hand  -*- lexical-binding: t -*-
;; emacs --batch -Q -l scripts/eglot-lsp-probe.el SHEET.md   (PLUSMD=path/to/plusmd; the sheet's
;; journal must be a project, e.g. a git repository). Prints the sheet's diagnostics (flymake),
;; the hover on its line holding `x 9 —`, and the code actions there. Tried with Emacs 28.2 and
;; Debian's elpa-eglot 1.9 (docs/editors.md).
(require 'package)
(package-initialize)
(dolist (dir (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/eglot-*")) (add-to-list 'load-path dir))
(require 'eglot)
(define-derived-mode plusmd-md-mode text-mode "plusmd")
(add-to-list 'eglot-server-programs `(plusmd-md-mode . (,(or (getenv "PLUSMD") "plusmd") "lsp")))
(setq eglot-sync-connect 10)
(let* ((file (car command-line-args-left))
       (buf (find-file file)))
  (with-current-buffer buf
    (plusmd-md-mode)
    (apply (function eglot) (eglot--guess-contact))
    (let ((tries 0))
      (while (and (< tries 100) (not (eglot-current-server))) (accept-process-output nil 0.1) (setq tries (1+ tries))))
    (message "SERVER: %s" (and (eglot-current-server) (eglot--project-nickname (eglot-current-server))))
    (let ((tries 0))
      (while (and (< tries 100) (null (flymake-diagnostics))) (accept-process-output nil 0.1) (setq tries (1+ tries))))
    (dolist (d (flymake-diagnostics))
      (message "DIAG line %d: %s" (line-number-at-pos (flymake-diagnostic-beg d)) (flymake-diagnostic-text d)))
    ;; hover on the first set line
    (goto-char (point-min))
    (search-forward "x 9 —") (beginning-of-line) (forward-char 3)
    (let ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover (eglot--TextDocumentPositionParams))))
      (message "HOVER: %s" (plist-get (plist-get hover :contents) :value)))
    (let ((actions (jsonrpc-request (eglot-current-server) :textDocument/codeAction
                                    (list :textDocument (eglot--TextDocumentIdentifier)
                                          :range (list :start (eglot--pos-to-lsp-position (line-beginning-position)) :end (eglot--pos-to-lsp-position (line-end-position)))
                                          :context (list :diagnostics [])))))
      (message "ACTIONS: %s" (mapconcat (lambda (a) (plist-get a :title)) actions " | ")))))
(kill-emacs 0)
