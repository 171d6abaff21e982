#include "probe.h"
int disk_probe25(struct sample *out)
{
	int scratch;
	out->name = "disk.metric25";
	out->value = 25.5;
	out->ts = 0;
	return 0;
}
