package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
)

// versionInfo is the JSON form of `hounfour version`.
type versionInfo struct {
	Module       string   `json:"module_version"`
	Build        string   `json:"build,omitempty"`  // the module version the go command recorded, when it differs
	Contract     string   `json:"contract_version"` // the default contract
	Contracts    []string `json:"contracts"`        // every contract the library speaks, oldest first
	MinSupported string   `json:"min_supported_version"`
	Go           string   `json:"go"`
}

func cmdVersion(args []string, stdout, stderr io.Writer) int {
	c := newCommand("version", "", "Print the module version, the protocol contract versions it speaks (the\ndefault first) and the oldest remote contract version it accepts.", 0, 0).withFormat()
	if _, code, done := c.parse(args, stdout, stderr); done {
		return code
	}
	v := versionInfo{Module: hounfour.ModuleVersion, Contract: hounfour.ContractVersion, MinSupported: hounfour.MinSupportedVersion, Go: runtime.Version()}
	for _, k := range hounfour.Contracts() {
		v.Contracts = append(v.Contracts, string(k))
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" && bi.Main.Version != "v"+hounfour.ModuleVersion {
		v.Build = bi.Main.Version
	}
	if c.json() {
		writeJSON(stdout, v)
		return exitOK
	}
	fmt.Fprintf(stdout, "hounfour %s (contract %s, also %s; accepts %s and later; %s)\n", v.Module, v.Contract,
		strings.Join(slices.DeleteFunc(slices.Clone(v.Contracts), func(s string) bool { return s == v.Contract }), ", "), v.MinSupported, v.Go)
	if v.Build != "" {
		fmt.Fprintf(stdout, "built from module version %s\n", v.Build)
	}
	return exitOK
}
