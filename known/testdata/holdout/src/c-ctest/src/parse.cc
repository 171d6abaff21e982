#include "ringbuf.h"
#include <sstream>

std::vector<int> parse_list(const std::string &s)
{
	std::vector<int> out;
	std::stringstream ss(s);
	std::string item;
	while (std::getline(ss, item, ','))
		if (!item.empty())
			out.push_back(std::stoi(item));
	return out;
}
