# tiny TAP helpers for the shell tests
n=0
failed=0
is() { # got expected name
	n=$((n + 1))
	if [ "$1" = "$2" ]; then
		echo "ok $n - $3"
	else
		echo "not ok $n - $3"
		echo "#   Failed test '$3'"
		echo "#          got: '$1'"
		echo "#     expected: '$2'"
		failed=$((failed + 1))
	fi
}
done_testing() {
	echo "1..$n"
	[ "$failed" -eq 0 ]
}
