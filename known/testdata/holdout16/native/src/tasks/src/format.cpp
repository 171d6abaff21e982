#include "tasks/duration.h"

namespace tasks {
std::string format_duration(long seconds)
{
	std::string out;
	if (seconds >= 3600) {
		out += std::to_string(seconds / 3600) + "h";
		seconds %= 3600;
	}
	if (seconds >= 60) {
		out += std::to_string(seconds / 60) + "m";
		seconds %= 60;
	}
	if (seconds > 0 || out.empty())
		out += std::to_string(seconds) + "s";
	return out;
}
}
