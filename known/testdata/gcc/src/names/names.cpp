#include "names.hpp"

std::string first_name(const name_table &t)
{
	if (t.names.empty())
		return std::string();
	return t.names.front();
}

int count_hits(const name_table &t)
{
	return t.hits + misses;
}
