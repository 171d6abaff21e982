#include <iostream>
#include "tasks/duration.h"
#include "tasks/queue.h"

int main(int argc, char **argv)
{
	tasks::TaskQueue q;
	for (int i = 1; i < argc; i++) {
		long d = tasks::parse_duration(argv[i]);
		if (d < 0) {
			std::cerr << "tasks_cli: bad duration '" << argv[i] << "'\n";
			return 2;
		}
		q.push({std::string("job") + std::to_string(i), i, d});
	}
	while (auto t = q.pop())
		std::cout << t->name << " in " << tasks::format_duration(t->due_s) << "\n";
	return 0;
}
