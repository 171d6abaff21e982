#include "probe.h"
int disk_probe02(struct sample *out)
{
	out->name = "disk.metric02";
	out->value = 2.5;
	out->ts = 0;
	return 0;
}
