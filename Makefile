# The workspace's commands. Every target installs the missing system packages its purpose needs
# first (Scripts/install-system-packages --for …): building needs only the libraries the manifests
# name, so `make run` never waits for, or fails on, a tool that only the tests use.
#
#   make run ARGS="--preview"   run news-cli with arguments
#   make test                   swift test in every package, then the architecture check
#   make test-NewsFeature       swift test in one package (any folder under Packages/, or App)
#   make rename-app NAME=weather-cli   rename the app: the first step of copying this template
#   make drop-examples          delete the example packages and commands, keeping App's skeleton
#   make client NAME=Weather    new interface Packages/WeatherClient and live Packages/WeatherClientLive
#   make feature NAME=Forecast USES=Weather   new Packages/ForecastFeature using those interfaces
#   make core NAME=Units        new core Packages/UnitsCore: pure Swift rules and values to share
#   make engine NAME=Files      new engine Packages/FilesEngine: live machinery to share
#   make command NAME=forecast USES=Forecast  new command `forecast` in App, running that feature
#   make format                 format every Swift file with .swift-format (make test lints)
#   make graph                  redraw docs/architecture.{dot,svg,png} from the manifests
#   make bench-build            clean builds and edit loops of each package against App (~12 min)

SHELL := /usr/bin/env bash
.DEFAULT_GOAL := help
ARGS ?=
PREFIX ?= /usr/local

.PHONY: help setup setup-tests setup-bench run build release install test format check-architecture rename-app drop-examples client feature core engine command graph bench-build fuzz sanitize

help: ## Show the targets.
	@grep -E '^[a-zA-Z_%-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-20s %s\n", $$1, $$2}'

setup: ## Install the system packages the build needs: the manifests' libraries (apt, as root).
	@Scripts/install-system-packages --for build

setup-tests: ## Install what the tests need too: python3, graphviz, lame.
	@Scripts/install-system-packages --for tests

setup-bench: ## Install what the benchmarks need too: curl, xmllint, sox, lame, aplay, mpg123, pv, sqlite3.
	@Scripts/install-system-packages --for bench

build: setup ## Build news-cli.
	@cd App && swift build --product news-cli

run: build ## Run news-cli; pass arguments with ARGS="...".
	@App/.build/debug/news-cli $(ARGS)

release: setup ## Build news-cli as it ships (release, Swift runtime linked in) and print its path.
	@Scripts/build-release

install: setup ## Install news-cli, its man page and bash, zsh and fish completions under PREFIX.
	@Scripts/build-release >/dev/null
	@mkdir -p App/.build/manual
	@cd App && swift package --allow-writing-to-directory .build/manual generate-manual --output-directory .build/manual
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 App/.build/shipped/news-cli "$(DESTDIR)$(PREFIX)/bin/news-cli"
	install -m 644 App/.build/manual/news-cli.1 "$(DESTDIR)$(PREFIX)/share/man/man1/news-cli.1"
	App/.build/shipped/news-cli --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/news-cli"
	App/.build/shipped/news-cli --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_news-cli"
	App/.build/shipped/news-cli --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/news-cli.fish"

test: setup-tests ## Test every package on its own, then check the architecture.
	@Scripts/test-all

test-%: setup-tests ## Test one package, such as make test-NewsFeature or make test-App.
	@if [ "$*" = App ]; then cd App && swift test; \
	elif [ -f "Packages/$*/Package.swift" ]; then cd "Packages/$*" && swift test; \
	else echo "No package named $*. Choose one of: $$(Scripts/list-packages | xargs -n1 basename | tr '\n' ' ')"; exit 2; fi

format: ## Format every Swift file with the toolchain's swift-format and .swift-format.
	@Scripts/format

check-architecture: setup-tests ## Check that dependencies point one way.
	@Scripts/check-architecture

rename-app: ## Rename the app: make rename-app NAME=weather-cli rewrites App/, the Makefile and the README.
	@Scripts/rename-app "$(NAME)"

drop-examples: ## Drop the example packages, commands and benchmarks, keeping App's skeleton (after rename-app).
	@Scripts/drop-examples

client: ## New client: make client NAME=Weather makes Packages/WeatherClient and WeatherClientLive.
	@Scripts/new-client "$(NAME)"

feature: ## New feature: make feature NAME=Forecast USES=Weather[,News,Units] makes Packages/ForecastFeature.
	@Scripts/new-feature "$(NAME)" --uses "$(USES)"

core: ## New core: make core NAME=Units makes Packages/UnitsCore, pure Swift rules and values any package may use.
	@Scripts/new-core "$(NAME)"

engine: ## New engine: make engine NAME=Files makes Packages/FilesEngine, live machinery only live packages and App use.
	@Scripts/new-engine "$(NAME)"

command: ## New command: make command NAME=forecast USES=Forecast adds `forecast` to App, running ForecastFeature.
	@Scripts/new-command "$(NAME)" --uses "$(USES)"

graph: ## Redraw docs/architecture.dot, .svg and .png from the packages' manifests, with Graphviz.
	@Scripts/install-system-packages --for graph
	@Scripts/graph

bench-build: setup-bench ## Measure clean builds and edit loops of each package against App's, and the macro's cost.
	@Scripts/bench-build

# The examples' benchmarks: `make drop-examples` removes this section with the packages they measure.
.PHONY: bench-news bench-audio bench-newsboat bench-store bench-reader bench-article bench-sync

bench-news: setup-bench ## Measure feed parsing and fetching against xmllint, curl and URLSession.
	@Scripts/examples/bench-news

bench-audio: setup-bench ## Measure playback CPU, memory and latency against aplay and mpg123.
	@Scripts/examples/bench-audio

bench-newsboat: setup-bench ## Measure a cold and a warm refresh of 300 loopback feeds against newsboat.
	@Scripts/examples/bench-newsboat

bench-store: setup-bench ## Measure the article store on 100,000 articles against its targets and a newsboat cache.
	@Scripts/examples/bench-store

bench-reader: setup-bench ## Measure the reader's release binary on a 200 x 60 pseudo-terminal over 100,000 articles: keys, start, idle CPU, bytes.
	@Scripts/examples/bench-reader

bench-article: setup-bench ## Measure reader mode's extraction (token F1, titles, time, memory) against readability-lxml and trafilatura.
	@Scripts/examples/bench-article $(ARGS)

bench-sync: setup-bench ## Measure a first sync of 10,000 items from coldsweat, and one with nothing new, against their goals.
	@Scripts/examples/bench-sync $(ARGS)

# End of the examples' benchmarks.

fuzz: setup-tests ## Fuzz every parser for FUZZ_SECONDS (default 60) each, from the seed corpus.
	@Scripts/fuzz

sanitize: setup-tests ## Run the live packages' and engines' tests under ThreadSanitizer and AddressSanitizer.
	@Scripts/sanitize
