package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
)

// Exit statuses of every command (documented in the package comment and
// checked through a built binary by the tests).
const (
	exitOK    = 0 // success: valid document, every vector passed, files written
	exitFail  = 1 // the checked thing failed: invalid document, failed constraint or vector
	exitUsage = 2 // usage error, found before any work: bad flag or argument, unknown schema, unreadable input
)

// command describes one subcommand's flags and positional arguments.
type command struct {
	name     string // "validate"
	synopsis string // "<schema-name> [file|-]"
	about    string // one paragraph printed by -h
	minArgs  int
	maxArgs  int
	fs       *flag.FlagSet
	format   *string            // set by withFormat
	aliases  map[string]string  // other accepted --format values → text or json
	limits   *hounfour.Limits   // set by withLimits
	contract *hounfour.Contract // set by withContract
	exits    string             // exit statuses, when not the common three
}

func newCommand(name, synopsis, about string, minArgs, maxArgs int) *command {
	c := &command{name: name, synopsis: synopsis, about: about, minArgs: minArgs, maxArgs: maxArgs}
	c.fs = flag.NewFlagSet(name, flag.ContinueOnError)
	c.fs.SetOutput(io.Discard)
	return c
}

// withFormat adds --format text|json.
func (c *command) withFormat() *command {
	c.format = c.fs.String("format", "text", "output format: text or json")
	return c
}

// withLimits adds the flags of hounfour.Limits (see limitFlags).
func (c *command) withLimits() *command {
	c.limits = limitFlags(c.fs)
	return c
}

// withContract adds --contract 7.0.0|8.7.0 (default: the library's
// default contract).
func (c *command) withContract() *command {
	c.contract = new(hounfour.Contract)
	*c.contract = hounfour.Contract(hounfour.ContractVersion)
	c.fs.TextVar(c.contract, "contract", *c.contract, "the contract version to speak: 7.0.0 or 8.7.0")
	return c
}

// contractSet reports whether --contract was given.
func (c *command) contractSet() bool {
	set := false
	c.fs.Visit(func(f *flag.Flag) { set = set || f.Name == "contract" })
	return set
}

// withFormatAlias accepts --format alias as another name of target (text
// or json); the help and the usage error name it.
func (c *command) withFormatAlias(alias, target string) *command {
	if c.aliases == nil {
		c.aliases = map[string]string{}
	}
	c.aliases[alias] = target
	f := c.fs.Lookup("format")
	f.Usage += fmt.Sprintf(" (%s = %s)", alias, target)
	return c
}

// withExits replaces the common exit-status line of the help.
func (c *command) withExits(text string) *command {
	c.exits = text
	return c
}

func (c *command) json() bool { return c.format != nil && *c.format == "json" }

// usage writes the command's help.
func (c *command) usage(w io.Writer) {
	fmt.Fprintf(w, "usage: hounfour %s", c.name)
	if c.hasFlags() {
		fmt.Fprint(w, " [flags]")
	}
	if c.synopsis != "" {
		fmt.Fprint(w, " "+c.synopsis)
	}
	fmt.Fprintf(w, "\n\n%s\n", c.about)
	if c.hasFlags() {
		fmt.Fprintln(w, "\nflags:")
		c.fs.SetOutput(w)
		c.fs.PrintDefaults()
		c.fs.SetOutput(io.Discard)
	}
	if c.exits != "" {
		fmt.Fprintf(w, "\nexit status: %s\n", c.exits)
	} else {
		fmt.Fprintln(w, "\nexit status: 0 success, 1 failure, 2 usage error")
	}
}

func (c *command) hasFlags() bool {
	n := 0
	c.fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// parse parses flags anywhere among the arguments ("-" is an argument) and
// checks the argument count and the format. done is true
// when the command must stop with status code: -h (help on stdout, 0) or a
// usage error (message and usage on stderr, 2).
func (c *command) parse(args []string, stdout, stderr io.Writer) (pos []string, code int, done bool) {
	rest := args
	for {
		if err := c.fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				c.usage(stdout)
				return nil, exitOK, true
			}
			return nil, c.fail(stderr, err.Error()), true
		}
		rest = c.fs.Args()
		if len(rest) == 0 {
			break
		}
		pos = append(pos, rest[0])
		rest = rest[1:]
	}
	if c.format != nil {
		if to, ok := c.aliases[*c.format]; ok {
			*c.format = to
		}
	}
	if c.format != nil && *c.format != "text" && *c.format != "json" {
		names := append([]string{"text", "json"}, slices.Sorted(maps.Keys(c.aliases))...)
		want := strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
		return nil, c.fail(stderr, fmt.Sprintf("--format %q: want %s", *c.format, want)), true
	}
	if len(pos) < c.minArgs || len(pos) > c.maxArgs {
		msg := "unexpected arguments: " + strings.Join(pos[min(len(pos), c.maxArgs):], " ")
		if len(pos) < c.minArgs {
			msg = "missing arguments"
		}
		return nil, c.fail(stderr, msg), true
	}
	return pos, 0, false
}

// fail reports a usage error: the message, then the usage.
func (c *command) fail(stderr io.Writer, msg string) int {
	fmt.Fprintf(stderr, "hounfour %s: %s\n", c.name, msg)
	c.usage(stderr)
	return exitUsage
}

// writeJSON writes v as indented JSON and a newline.
func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}
