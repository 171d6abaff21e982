#!/bin/sh
# Real Go compiler and vet output for the go format; go version go1.26.8 linux/amd64.
cd "$(dirname "$0")/src" || exit 1
(cd bad && go build ./...) > ../go-build-too-many-errors.log 2>&1
echo $? > ../go-build-too-many-errors.exit
(cd vet && go vet ./...) > ../go-vet.log 2>&1
echo $? > ../go-vet.exit
(cd cycle && go build ./...) > ../go-import-cycle.log 2>&1
echo $? > ../go-import-cycle.exit
(cd unreach && go vet ./...) > ../go-vet-unreachable.log 2>&1
echo $? > ../go-vet-unreachable.exit
# A field renamed in one package and used by its old name in another (src/renamed), four
# times through three expressions and a pointer, and an independent constant truncation.
(cd renamed && go build ./...) > ../go-build-renamed-field.log 2>&1
echo $? > ../go-build-renamed-field.exit
# vet's lostcancel (the leak, then the return that leaks it) and an independent
# stringintconv finding (src/leak).
(cd leak && go vet ./...) > ../go-vet-lostcancel.log 2>&1
echo $? > ../go-vet-lostcancel.exit
# go.sum never committed (src/nosum): each package used from the module says so.
(cd nosum && go build ./...) > ../go-build-missing-go-sum.log 2>&1
echo $? > ../go-build-missing-go-sum.exit
# A field changed from int to int64 (src/quota): its uses mix the two types in either
# order; and an independent nil returned as a string.
(cd quota && go build ./...) > ../go-build-int64-field.log 2>&1
echo $? > ../go-build-int64-field.exit
# A function renamed in one package (src/moved): the two packages that call it by its
# old name both fail on it; one of them also adds a number to a string.
(cd moved && go build ./...) > ../go-build-renamed-func-two-packages.log 2>&1
echo $? > ../go-build-renamed-func-two-packages.exit
# A go.mod that asks for a newer Go than the one installed, with downloads of toolchains
# turned off (src/newgo): the go command stops before compiling.
(cd newgo && GOTOOLCHAIN=local go build ./...) > ../go-build-newer-go-required.log 2>&1
echo $? > ../go-build-newer-go-required.exit
# A method added to an interface (src/sinks): each type used as it lacks the method, one
# problem; and an independent string added to a number.
(cd sinks && go build ./...) > ../go-build-interface-missing-method.log 2>&1
echo $? > ../go-build-interface-missing-method.exit
