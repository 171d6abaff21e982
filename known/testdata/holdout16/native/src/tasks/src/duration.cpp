#include <cctype>
#include "tasks/duration.h"

namespace tasks {
long parse_duration(const std::string &s)
{
	long total = 0, cur = 0;
	bool digits = false;
	if (s.empty())
		return -1;
	for (char c : s) {
		if (std::isdigit(static_cast<unsigned char>(c))) {
			cur = cur * 10 + (c - '0');
			digits = true;
			continue;
		}
		if (!digits)
			return -1;
		switch (c) {
		case 'h': total += cur * 3600; break;
		case 'm': total += cur * 60; break;
		case 's': total += cur; break;
		default: return -1;
		}
		cur = 0;
		digits = false;
	}
	if (digits)
		return -1;
	return total;
}
}
