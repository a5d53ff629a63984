// Filled in as the module grows.
