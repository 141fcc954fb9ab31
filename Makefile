# plusmd: build, test and install.
#
#   make                       release build (scripts/build.sh: one static executable on Linux)
#   make test                  the whole test suite
#   make install PREFIX=~/.local
#                              installs bin/plusmd, the man page and bash/zsh/fish completions
#   make uninstall PREFIX=~/.local
#
# CONFIG=debug installs the debug build instead (the tests use it; no release build needed).

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

BINARY = .build/$(CONFIG)/plusmd

.PHONY: all build test install install-files uninstall clean

all: build

# The release build is scripts/build.sh's (one static executable on Linux), as the README's.
build:
ifeq ($(CONFIG),release)
	bash scripts/build.sh
else
	swift build -c debug --product plusmd
endif

test:
	bash scripts/test.sh

install: build install-files

# Installs what is already built, without building (the tests call this while `swift test` holds
# the build folder).
install-files:
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(BINARY)" "$(BINDIR)/plusmd"
	"$(BINARY)" man > "$(MANDIR)/plusmd.1"
	"$(BINARY)" completions bash > "$(BASHDIR)/plusmd"
	"$(BINARY)" completions zsh > "$(ZSHDIR)/_plusmd"
	"$(BINARY)" completions fish > "$(FISHDIR)/plusmd.fish"

uninstall:
	rm -f "$(BINDIR)/plusmd" "$(MANDIR)/plusmd.1" "$(BASHDIR)/plusmd" "$(ZSHDIR)/_plusmd" "$(FISHDIR)/plusmd.fish"

clean:
	swift package clean
