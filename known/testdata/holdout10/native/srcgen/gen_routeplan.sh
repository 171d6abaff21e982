#!/bin/bash
# wrote src/cpp-routeplan-ninja-k0/src/stage_NN.cpp (ran once; its output is in src/)
set -eu
d=$(dirname "$0")/../src/cpp-routeplan-ninja-k0/src
for i in $(seq -w 1 140); do
	{
		echo "#include \"routeplan/stage.hpp\""
		echo
		echo "namespace routeplan {"
		echo
		echo "int stage_$i(const std::vector<int>& costs, int limit) {"
		if [ $((10#$i % 5)) -eq 0 ]; then echo "    int unused_$i = limit * 2;"; fi
		echo "    int total = 0;"
		if [ $((10#$i % 7)) -eq 0 ]; then
			echo "    for (int k = 0; k < costs.size(); ++k)"
			echo "        total += costs[k] % ($((10#$i)) + 1);"
		else
			echo "    for (int c : costs)"
			echo "        total += c % ($((10#$i)) + 1);"
		fi
		echo "    return total > limit ? limit : total;"
		echo "}"
		echo
		echo "}  // namespace routeplan"
	} > "$d/stage_$i.cpp"
done
