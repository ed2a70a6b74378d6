import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Avatar, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconLogin, IconLogout, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath, paths } from '../../shared/paths';
import { initials } from '../../shared/session';
import { accountLinks } from './account-links';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  userName: string | null;
  isAdmin: boolean;
  isSecretary?: boolean;
  onLogout: () => void;
}

/** The phone menu: loaded the first time the burger is tapped. */
export default function MobileMenu({
  opened,
  onClose,
  userName,
  isAdmin,
  isSecretary = false,
  onLogout,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const items = [
    { to: paths.home, label: t('header.competitions'), icon: IconTrophy },
    { to: paths.market, label: t('header.market'), icon: IconBuildingStore },
  ];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title="TrialHub"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack gap={4}>
        {userName && (
          <Group gap="sm" mb="sm">
            <Avatar color="yellow" variant="filled" radius="xl">
              {initials(userName)}
            </Avatar>
            <Text fw={600}>{userName}</Text>
          </Group>
        )}
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} />}
            active={location.pathname === item.to}
            onClick={onClose}
          />
        ))}
        <Divider my="sm" />
        {userName &&
          accountLinks(isAdmin, isSecretary).map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.labelKey)}
              leftSection={<link.icon size={18} />}
              active={location.pathname === link.to}
              onClick={onClose}
            />
          ))}
        {userName ? (
          <NavLink
            component="button"
            label={t('header.logout')}
            leftSection={<IconLogout size={18} />}
            onClick={onLogout}
          />
        ) : (
          <NavLink
            component={Link}
            to={loginPath(location.pathname + location.search)}
            label={t('header.login')}
            leftSection={<IconLogin size={18} />}
            onClick={onClose}
          />
        )}
      </Stack>
    </Drawer>
  );
}
