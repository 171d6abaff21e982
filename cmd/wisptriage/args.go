package main

import (
	"context"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// runApp runs the app with flags allowed after a command's arguments
// (`recall ID --lines 1-5`): urfave/cli v2 stops parsing flags at the first argument, so
// the flags are moved in front of the arguments first, and global flags given after the
// command's name in front of it. Everything after `--` is left alone.
func runApp(ctx context.Context, app *cli.App, args []string) error {
	return app.RunContext(ctx, intersperse(app, args))
}

func intersperse(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	out := []string{args[0]}
	i := 1
	// Global flags come before the command name.
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "--" {
		out = append(out, args[i])
		if takesValue(app.Flags, args[i]) && i+1 < len(args) {
			i++
			out = append(out, args[i])
		}
		i++
	}
	if i >= len(args) {
		return out
	}
	cmd := app.Command(args[i])
	if cmd == nil {
		return append(out, args[i:]...)
	}
	name := args[i]
	i++
	var global, flags, positional []string
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i:]...)
			break
		}
		if cmd.Name == "run" && len(positional) > 0 {
			// run's first argument is the command: what follows is its own (run make -j4).
			positional = append(positional, args[i:]...)
			break
		}
		if strings.HasPrefix(a, "-") && a != "-" {
			// A global flag after the command name (notable --format json x.log) is
			// moved before it, where the parser looks for it.
			fs, to := cmd.Flags, &flags
			if !defines(cmd.Flags, a) && defines(app.Flags, a) {
				fs, to = app.Flags, &global
			}
			*to = append(*to, a)
			if takesValue(fs, a) && i+1 < len(args) {
				i++
				*to = append(*to, args[i])
			}
			continue
		}
		positional = append(positional, a)
	}
	out = append(out, global...)
	out = append(out, name)
	out = append(out, flags...)
	return append(out, positional...)
}

// defines reports whether arg names one of flags.
func defines(flags []cli.Flag, arg string) bool {
	name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
	for _, f := range flags {
		if slices.Contains(f.Names(), name) {
			return true
		}
	}
	return false
}

// takesValue reports whether arg names a flag that takes a separate value.
func takesValue(flags []cli.Flag, arg string) bool {
	name := strings.TrimLeft(arg, "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			if _, isBool := f.(*cli.BoolFlag); isBool {
				return false
			}
			return true
		}
	}
	return false
}
