import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Tooltip.css';
import { Avatar, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '../../shared/session';
import { accountLinks } from './account-links';
import classes from './header.module.css';

/** The desktop user menu (signed in only, so visitors never load it). Tooltip delays per spec §9. */
export default function UserMenu({
  name,
  isAdmin,
  isSecretary = false,
  onLogout,
}: {
  name: string;
  isAdmin: boolean;
  isSecretary?: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const letters = initials(name);
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        {/* The name a screen reader hears starts with the letters on screen (WCAG 2.5.3). */}
        <UnstyledButton aria-label={`${letters} · ${t('header.userMenu')}`} className={classes.avatarButton}>
          <Tooltip.Group openDelay={700} closeDelay={300}>
            <Tooltip label={name}>
              {/* Black on number-plate yellow (autoContrast); three letters get a smaller size to fit. */}
              <Avatar
                color="yellow"
                variant="filled"
                radius="xl"
                size={36}
                styles={{ placeholder: { fontSize: letters.length > 2 ? 12 : 15, letterSpacing: '-0.02em' } }}
              >
                {letters}
              </Avatar>
            </Tooltip>
          </Tooltip.Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        {accountLinks(isAdmin, isSecretary).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={16} />}>
            {t(link.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
