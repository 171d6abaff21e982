#include "log.h"

int main(int argc, char **argv)
{
	if (argc > 1)
		config_load(argv[1]);
	sink_file_open("logd.out");
	log_msg(LOG_INFO, "logd started (level %d)", log_level);
	return 0;
}
