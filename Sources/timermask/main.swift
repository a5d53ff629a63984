import TimerMaskCLI

TimerMaskCommand.main()
