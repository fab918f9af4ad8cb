package conversation_test

import "github.com/hounfour-go/hounfour/wire"

func mustTime(s string) wire.Timestamp { return wire.MustParseTimestamp(s) }

func mustSemver(s string) wire.Semver { return wire.MustParseSemver(s) }
